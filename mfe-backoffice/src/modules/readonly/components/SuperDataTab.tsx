import { MSG, type AdminListType, type Paginated } from '@hackathon/contracts';
import { DataView, type GridColDef } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { useReadOnlyList } from '../hooks/useReadOnlyList';
import { display, notAvailable, READONLY_FIELDS, truncateEmail, typeNoun, type ReadOnlyField } from '../utils/fields';
import { readOnlyFilters, SEARCH_PLACEHOLDER } from '../utils/filters';
import { ReadOnlyCard } from './ReadOnlyCard';
import { SchoolLink } from '../../shared/components/SchoolLink';
import { rowIdOf } from '../../shared/utils/listQuery';
import { textRecord } from '../../shared/utils/text';

/** A row of any of the five lists (the fields read it; the grid needs an object). */
type Row = Record<string, unknown>;

/** The super admin's tab names (spec: Registration Data, Team Data, Student Data, Schools Data, Mentor Data). */
export const SUPER_TAB_TITLE: Readonly<Record<AdminListType, string>> = textRecord({
  registrations: 'dashboards.tabs.registrationData',
  teams: 'dashboards.tabs.teamData',
  students: 'dashboards.tabs.studentData',
  schools: 'dashboards.tabs.schoolsData',
  mentors: 'dashboards.tabs.mentorData',
});

/** The table's columns: the type's fields, N/A when empty, emails cut to 20 characters with the whole address as the cell's title. */
export function readOnlyColumns<T extends Row>(fields: ReadonlyArray<ReadOnlyField<T>>): GridColDef<T>[] {
  return fields.map((field) => ({
    field: field.key,
    headerName: field.label,
    flex: field.flex ?? 1,
    minWidth: 110,
    sortable: Boolean(field.sortable),
    valueGetter: (_value: unknown, row: T) => display(field.value(row)),
    renderCell: field.email
      ? ({ row }: { row: T }) => {
          const email = display(field.value(row));
          const na = notAvailable();
          return email === na ? na : <span title={email}>{truncateEmail(email)}</span>;
        }
      : field.school
        ? ({ row, tabIndex }: { row: T; tabIndex: 0 | -1 }) => <SchoolLink code={field.school!(row)} tabIndex={tabIndex}>{display(field.value(row))}</SchoolLink>
        : undefined,
  }));
}

/**
 * A view-only data tab of the super admin (spec "Super admin dashboard"): Total and Showing,
 * search, the type's dropdowns with the region groups, cards or table, and the export named
 * super_admin_{REGION or ALL_REGIONS}_{type}_export_{date}.csv.
 */
export function SuperDataTab({ type }: { type: AdminListType }) {
  const t = useT();
  const { list, query, grandTotal, onExport } = useReadOnlyList({ type, audience: 'super', region: null, defaultView: 'table' });
  // the five row types meet here as plain records: each type's fields read its own rows
  const fields = READONLY_FIELDS[type] as unknown as ReadonlyArray<ReadOnlyField<Row>>;
  const data = query.data as Paginated<Row> | undefined;
  return (
    <DataView<Row>
      list={list}
      data={data}
      isLoading={query.isLoading}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      grandTotal={grandTotal}
      title={SUPER_TAB_TITLE[type]}
      errorText={MSG.failedLoadTypeData(typeNoun(type))}
      emptyText={MSG.noDataFound}
      loadingText={t('dashboards.readonly.loading', { type })}
      searchPlaceholder={SEARCH_PLACEHOLDER[type]}
      filters={readOnlyFilters(type, 'super')}
      exportAction={{ onExport }}
      getRowId={(row) => rowIdOf(type, row)}
      columns={readOnlyColumns(fields)}
      sortFields={fields.filter((f) => f.sortable).map((f) => f.key)}
      renderCard={(row) => <ReadOnlyCard type={type} row={row} fields={fields} />}
    />
  );
}

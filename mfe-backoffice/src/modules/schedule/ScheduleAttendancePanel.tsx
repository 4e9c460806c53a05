import { useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MSG, SCHEDULE_SORTS, type Category, type ScheduleRecord, type ScheduleSort } from '@hackathon/contracts';
import { ConfirmDialog, DataView, queryViewProps, useListState, type ListState } from '@hackathon/ui';
import { tr, useT } from '../../i18n';
import { useFailureToast } from '../shared/hooks/useFailureToast';
import { BulkActionBar, type BulkActionDef } from '../shared/components/BulkActionBar';
import { BulkAttendanceDialog } from './components/BulkAttendanceDialog';
import { ImportScheduleDialog } from './components/ImportScheduleDialog';
import { ScheduleCard } from './components/ScheduleCard';
import { scheduleColumns } from './components/scheduleColumns';
import { useAttendanceToggle } from './hooks/useAttendanceToggle';
import { useScheduleExport } from './hooks/useScheduleExport';
import { useScheduleFilters, useScheduleList, useScheduleTotal } from './hooks/useScheduleList';
import { attendanceFilterOf } from './utils/bulkAttendance';
import { attendanceWord, emptyDetail, scheduleFilterDefs, toggleInput, toggleQuestion, type DayAttendance } from './utils/schedule';

interface PendingToggle {
  record: ScheduleRecord;
  category: Category;
  day: DayAttendance;
}

/**
 * The list state as the dropdowns use it: a new region clears the district and the zone, whose
 * dropdowns then offer the region's own values (a district of another region would match nothing).
 */
function useRegionNarrowing<S extends string>(list: ListState<S>): ListState<S> {
  return useMemo(
    () => ({
      ...list,
      setFilter: (key: string, value: string) => {
        list.setFilter(key, value);
        if (key === 'region') {
          list.setFilter('district', '');
          list.setFilter('zone', '');
        }
      },
    }),
    [list],
  );
}

type BulkMark = 'present' | 'absent';

/** The bulk bar's two actions (issue 25): mark a day Present or Absent for many schools. */
const bulkMarks = (): ReadonlyArray<BulkActionDef<BulkMark>> => [
  { action: 'present', label: tr('backoffice.bulkAttendance.markPresent'), color: 'success' },
  { action: 'absent', label: tr('backoffice.bulkAttendance.markAbsent'), color: 'warning' },
];

/**
 * Schedule & Attendance (super admin; back-office spec "Schedule & Attendance", issue 7 section 4):
 * every school's bootcamp cohorts with Day 1-4 attendance, paged and filtered on the server, as
 * cards (default) or a table; CSV export; CSV import with a preview; marking a day's attendance
 * (asked first, then saved and shown in the row); and marking a day for the selected schools
 * (table rows, kept across pages and searches) or every school matching the search and filters,
 * previewed first (issue 25).
 */
export function ScheduleAttendancePanel() {
  const t = useT();
  const base = useListState<ScheduleSort>({ defaultView: 'cards', defaultSort: { sort: 'kvCode', order: 'asc' } });
  const list = useRegionNarrowing(base);
  const page = useScheduleList(list);
  const total = useScheduleTotal();
  const filters = useScheduleFilters(list.filters.region ?? '');
  useFailureToast(page.error, MSG.failedLoadSchoolTimes);
  const onExport = useScheduleExport(list.query, page.data?.pagination.total);

  const toggle = useAttendanceToggle();
  const [pending, setPending] = useState<PendingToggle | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkMark, setBulkMark] = useState<BulkMark | null>(null);
  const bulkFilter = useMemo(() => attendanceFilterOf(list.query), [list.query]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t stands for the language
  const marks = useMemo(() => bulkMarks(), [t]);

  const ask = useCallback((record: ScheduleRecord, category: Category, day: DayAttendance) => setPending({ record, category, day }), []);
  // `t` changes with the language: new headers and dropdown labels (the builders translate inside)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => scheduleColumns(ask, toggle.isPending), [ask, toggle.isPending, t]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filterDefs = useMemo(() => scheduleFilterDefs(filters.data), [filters.data, t]);

  const confirm = () => {
    if (!pending) return;
    toggle.mutate({ kvCode: pending.record.kvCode, input: toggleInput(pending.category, pending.day) }, { onSettled: () => setPending(null) });
  };
  const refresh = () => {
    void page.refetch();
    void total.refetch();
    void filters.refetch();
  };

  return (
    <>
      <DataView<ScheduleRecord>
        list={list}
        {...queryViewProps(page)}
        onRefresh={refresh}
        grandTotal={total.data}
        title={t('dashboards.schedule.title')}
        errorText={MSG.failedLoadSchoolTimes}
        emptyText={t('dashboards.schedule.emptyTitle')}
        emptyDetail={emptyDetail(list.hasActiveFilters)}
        loadingText={t('dashboards.schedule.loading')}
        searchPlaceholder={t('dashboards.schedule.searchPlaceholder')}
        filters={filterDefs}
        exportAction={{ onExport }}
        actions={
          <>
            <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => setImportOpen(true)}>
              {t('dashboards.schedule.import')}
            </Button>
            <Button variant="outlined" size="small" startIcon={<ClearAllIcon />} onClick={list.clearAll} disabled={!list.hasActiveFilters}>
              {t('dashboards.schedule.clearAll')}
            </Button>
          </>
        }
        aboveRows={<BulkActionBar selectedCount={selected.length} actions={marks} busy={false} onAction={setBulkMark} onClear={() => setSelected([])} />}
        selection={{ selected, onChange: setSelected }}
        getRowId={(row) => row.kvCode}
        columns={columns}
        sortFields={SCHEDULE_SORTS}
        renderCard={(row) => <ScheduleCard row={row} onToggle={ask} disabled={toggle.isPending} />}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('dashboards.schedule.markTitle')}
        message={pending ? toggleQuestion(pending.record, pending.category, pending.day) : undefined}
        confirmText={pending ? t('dashboards.schedule.markAs', { word: attendanceWord(!pending.day.present) }) : t('dashboards.schedule.confirm')}
        waitSeconds={0}
        busy={toggle.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ImportScheduleDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <BulkAttendanceDialog
        present={bulkMark === null ? null : bulkMark === 'present'}
        selectedCodes={selected}
        filter={bulkFilter}
        matching={page.data?.pagination.total}
        filterDefs={filterDefs}
        onClose={() => setBulkMark(null)}
        onDone={() => setSelected([])}
      />
    </>
  );
}

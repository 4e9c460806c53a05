import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_API,
  ACTIVITY_ENTITY_TYPES,
  ACTIVITY_MSG,
  API_MSG,
  TIMEOUTS_MS,
  activityActionLabel,
  exportFileDate,
  formatDateTime,
  type ActivityEntry,
} from '@hackathon/contracts';
import { DataView, LabeledValue, queryViewProps, useListState, type FilterDef, type GridColDef } from '@hackathon/ui';
import { ActivityChanges } from '../../components/ActivityChanges';
import { useCsvExport } from '../../../shared/hooks/useCsvExport';
import { activityActionOptions, activityActor, activityRequestQuery, changedFields, entityText, entityTypeLabel, entityTypeText, schoolText } from '../../utils/activity';
import { useT, type Translate } from '../../../../i18n';
import { filtersOnly } from '../../../shared/utils/listQuery';
import { ActivityFilters } from './ActivityFilters';

const filtersOf = (t: Translate): readonly FilterDef[] => [
  { key: 'action', label: t('backoffice.field.action'), options: activityActionOptions(ACTIVITY_ACTION_LABELS) },
  { key: 'entityType', label: t('backoffice.field.record'), options: ACTIVITY_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type) })) },
];

const columnsOf = (t: Translate): GridColDef<ActivityEntry>[] => [
  { field: 'at', headerName: t('backoffice.activity.when'), width: 170, valueGetter: (_value, row) => formatDateTime(row.at) },
  { field: 'actor', headerName: t('backoffice.activity.who'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => `${activityActor(row)} (${row.actorRole})` },
  { field: 'action', headerName: t('backoffice.field.action'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => activityActionLabel(row.action) },
  // issue 25: Team IDs, school codes and names, not the stored row ids
  { field: 'entity', headerName: t('backoffice.field.record'), flex: 1, minWidth: 200, sortable: false, valueGetter: (_value, row) => entityText(row) },
  { field: 'schoolCode', headerName: t('backoffice.field.school'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => schoolText(row) },
  { field: 'changes', headerName: t('backoffice.activity.changed'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => changedFields(row).join(', ') },
  { field: 'reason', headerName: t('backoffice.field.reason'), flex: 1, minWidth: 140, sortable: false },
];

function ActivityCard({ row }: { row: ActivityEntry }) {
  const t = useT();
  const changed = changedFields(row).join(', ');
  return (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
          {activityActionLabel(row.action)}
        </Typography>
        <Chip size="small" label={entityTypeText(row.entityType)} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('backoffice.common.nameWithId', { name: activityActor(row), id: row.actorRole })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="activity-record">
        {entityText(row)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {formatDateTime(row.at)}
        {row.schoolCode ? t('backoffice.activity.schoolSuffix', { code: schoolText(row) }) : ''}
      </Typography>
      {changed ? (
        <Typography variant="caption" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {changed}
        </Typography>
      ) : null}
    </CardContent>
  );
}

/** Where a recorded record can be opened (registrations have their own page). */
function recordPath(entry: ActivityEntry): string | null {
  return entry.entityType === 'registration' ? `/registration/${encodeURIComponent(entry.entityId)}` : null;
}

/** Activity: the audit trail of back-office writes, newest first, with filters, export and each entry's before/after. */
export function ActivitySection() {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const filters = useMemo(() => filtersOf(t), [t]);
  const navigate = useNavigate();
  // a school's page links here with ?schoolCode= (issue 25): the list opens filtered by that school
  const [params] = useSearchParams();
  const list = useListState({ initialFilters: { schoolCode: params.get('schoolCode') ?? '' } });
  const request = useMemo(() => activityRequestQuery(list.query), [list.query]);
  const query = useEndpointQuery(null, ACTIVITY_API.list, [], {
    query: request,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    placeholderData: keepPreviousData,
  });
  const exportQuery = useMemo(() => filtersOnly(request), [request]);
  const fileName = useCallback(() => ACTIVITY_MSG.exportFileName(exportFileDate()), []);
  const onExport = useCsvExport({ endpoint: ACTIVITY_API.export, query: exportQuery, fileName, rows: query.data?.pagination.total });

  return (
    <DataView<ActivityEntry>
      list={list}
      {...queryViewProps(query)}
      title={t('backoffice.section.activity')}
      errorText={API_MSG.errorLoadingActivity}
      emptyText={API_MSG.noActivityFound}
      loadingText={t('backoffice.activity.loading')}
      searchPlaceholder={t('backoffice.activity.search')}
      filters={filters}
      aboveRows={<ActivityFilters list={list} />}
      exportAction={{ onExport }}
      getRowId={(row) => row.id}
      columns={columns}
      sortFields={['at']}
      renderCard={(row) => <ActivityCard row={row} />}
      detailTitle={(row) => activityActionLabel(row.action)}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <LabeledValue label={t('backoffice.activity.when')} value={formatDateTime(row.at)} />
            <LabeledValue label={t('backoffice.activity.who')} value={activityActor(row)} />
            <LabeledValue label={t('backoffice.activity.account')} value={row.actorLabel || '—'} />
            <LabeledValue label={t('backoffice.activity.role')} value={row.actorRole} />
            <LabeledValue label={t('backoffice.activity.fromAddress')} value={row.ip ?? '—'} />
            <LabeledValue label={t('backoffice.field.action')} value={t('backoffice.common.nameWithId', { name: activityActionLabel(row.action), id: row.action })} />
            <LabeledValue label={t('backoffice.field.record')} value={entityText(row)} />
            <LabeledValue label={t('backoffice.field.school')} value={schoolText(row) || '—'} />
            {/* the stored id stays reachable for an audit, below the names */}
            <LabeledValue label={t('backoffice.activityPeople.recordId')} value={row.entityId} />
            {row.reason ? <LabeledValue label={t('backoffice.field.reason')} value={row.reason} size={{ xs: 12 }} /> : null}
          </Grid>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('backoffice.activity.beforeAfter')}
            </Typography>
            <ActivityChanges entry={row} />
          </Box>
        </Stack>
      )}
      detailActions={(row, close) => {
        const path = recordPath(row);
        return path ? (
          <Button
            startIcon={<OpenInNewIcon />}
            onClick={() => {
              close();
              navigate(path);
            }}
          >
            {t('backoffice.activity.openRegistration')}
          </Button>
        ) : null;
      }}
    />
  );
}

import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { activityActionOptions, activityActor, activityRequestQuery, changedFields } from '../../utils/activity';
import { filtersOnly } from '../../../shared/utils/listQuery';
import { ActivityFilters } from './ActivityFilters';

const FILTERS: readonly FilterDef[] = [
  { key: 'action', label: 'Action', options: activityActionOptions(ACTIVITY_ACTION_LABELS) },
  { key: 'entityType', label: 'Record', options: ACTIVITY_ENTITY_TYPES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) })) },
];

const COLUMNS: GridColDef<ActivityEntry>[] = [
  { field: 'at', headerName: 'When', width: 170, valueGetter: (_value, row) => formatDateTime(row.at) },
  { field: 'actor', headerName: 'Who', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => `${activityActor(row)} (${row.actorRole})` },
  { field: 'action', headerName: 'Action', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => activityActionLabel(row.action) },
  { field: 'entity', headerName: 'Record', width: 200, sortable: false, valueGetter: (_value, row) => `${row.entityType} ${row.entityId}` },
  { field: 'schoolCode', headerName: 'School', width: 90, sortable: false },
  { field: 'changes', headerName: 'Changed', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => changedFields(row).join(', ') },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 140, sortable: false },
];

function ActivityCard({ row }: { row: ActivityEntry }) {
  const fields = changedFields(row);
  return (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
          {activityActionLabel(row.action)}
        </Typography>
        <Chip size="small" label={row.entityType} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {activityActor(row)} ({row.actorRole})
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {formatDateTime(row.at)}
        {row.schoolCode ? ` · School ${row.schoolCode}` : ''}
      </Typography>
      {fields.length > 0 ? (
        <Typography variant="caption" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {fields.join(', ')}
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
  const navigate = useNavigate();
  const list = useListState();
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
      title="Activity"
      errorText={API_MSG.errorLoadingActivity}
      emptyText={API_MSG.noActivityFound}
      loadingText="Loading activity..."
      searchPlaceholder="Person: name, email, username or Team ID"
      filters={FILTERS}
      aboveRows={<ActivityFilters list={list} />}
      exportAction={{ onExport }}
      getRowId={(row) => row.id}
      columns={COLUMNS}
      sortFields={['at']}
      renderCard={(row) => <ActivityCard row={row} />}
      detailTitle={(row) => activityActionLabel(row.action)}
      renderDetail={(row) => (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <LabeledValue label="When" value={formatDateTime(row.at)} />
            <LabeledValue label="Who" value={activityActor(row)} />
            <LabeledValue label="Account" value={row.actorLabel || '—'} />
            <LabeledValue label="Role" value={row.actorRole} />
            <LabeledValue label="From address" value={row.ip ?? '—'} />
            <LabeledValue label="Action" value={`${activityActionLabel(row.action)} (${row.action})`} />
            <LabeledValue label="Record" value={`${row.entityType} ${row.entityId}`} />
            <LabeledValue label="School" value={row.schoolCode ?? '—'} />
            {row.reason ? <LabeledValue label="Reason" value={row.reason} size={{ xs: 12 }} /> : null}
          </Grid>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Before and after
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
            Open Registration
          </Button>
        ) : null;
      }}
    />
  );
}

import { useMemo } from 'react';
import { CardContent, Chip, Divider, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ADMIN_API, API_MSG, CATEGORY_LABEL, LIMITS, MENTORS_API, mentorAccountText, type AdminMentorRow } from '@hackathon/contracts';
import { DataView, LabeledValue, StatusBadge, type FilterDef, type GridColDef } from '@hackathon/ui';
import { useAdminListView } from '../../hooks/useAdminListView';
import { countOf } from '../../../shared/utils/listQuery';
import { mentorFields, mentorIsFull, mentorLoad } from '../../utils/people';
import { CardHeading } from '../../../shared/components/CardHeading';
import { SchoolLink, SchoolPageButton } from '../../../shared/components/SchoolLink';
import { useT, type Translate } from '../../../../i18n';
import { ACCOUNT_STATE_FILTER } from '../shared/accountState';
import { InviteButton, type InviteLabels } from '../shared/InviteButton';
import { useInviteAccount } from '../shared/useInviteAccount';

const INVITE_LABELS: InviteLabels = { invite: 'backoffice.mentors.inviteOne', resend: 'backoffice.mentors.resendOne' };
const mentorName = (row: AdminMentorRow) => row.fullName || row.name;

function LoadChip({ row }: { row: AdminMentorRow }) {
  useT(); // 'FULL' follows the language
  return <Chip size="small" label={mentorLoad(row)} color={mentorIsFull(row) ? 'error' : row.assignedTeamsCount > 0 ? 'info' : 'default'} />;
}

/** The invitation a row offers: who is being invited now, and how to invite. */
interface Inviting {
  sending: string | null;
  onInvite: (mentorId: string) => void;
}

const columnsOf = (t: Translate, inviting: Inviting): GridColDef<AdminMentorRow>[] => [
  { field: 'name', headerName: t('backoffice.field.name'), flex: 1.1, minWidth: 160, valueGetter: (_value, row) => row.fullName || row.name },
  { field: 'mentorId', headerName: t('backoffice.field.mentorId'), width: 140 },
  { field: 'designation', headerName: t('backoffice.field.designation'), width: 130, sortable: false },
  { field: 'emailId', headerName: t('backoffice.field.email'), flex: 1.1, minWidth: 180, sortable: false },
  { field: 'contactNumber', headerName: t('backoffice.field.contact'), width: 120, sortable: false },
  { field: 'schoolName', headerName: t('backoffice.field.school'), flex: 1.2, minWidth: 170, renderCell: ({ row, tabIndex }) => <SchoolLink code={row.schoolCode} tabIndex={tabIndex}>{row.schoolName}</SchoolLink> },
  { field: 'schoolCode', headerName: t('backoffice.field.code'), width: 90 },
  { field: 'region', headerName: t('backoffice.field.region'), width: 120, sortable: false },
  { field: 'assignedTeams', headerName: t('backoffice.field.teams'), width: 100, renderCell: ({ row }) => <LoadChip row={row} /> },
  { field: 'isActive', headerName: t('backoffice.field.status'), width: 110, sortable: false, renderCell: ({ row }) => <StatusBadge status={row.isActive} /> },
  { field: 'account', headerName: t('backoffice.mentors.account.title'), width: 230, sortable: false, valueGetter: (_value, row) => mentorAccountText(row.account) },
  {
    field: 'actions',
    headerName: t('backoffice.field.actions'),
    width: 190,
    sortable: false,
    renderCell: ({ row, tabIndex }) => (
      <InviteButton row={row} name={mentorName(row)} labels={INVITE_LABELS} onInvite={inviting.onInvite} sending={inviting.sending === row._id} tabIndex={tabIndex} inRow />
    ),
  },
];

function MentorCard({ row }: { row: AdminMentorRow }) {
  const t = useT();
  return (
    <CardContent>
      <CardHeading
        title={row.fullName || row.name}
        caption={`${row.mentorId} · ${row.designation}`}
        aside={
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <StatusBadge status={row.isActive} />
            <LoadChip row={row} />
          </Stack>
        }
      />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('backoffice.common.pair', { a: row.emailId, b: row.contactNumber })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('backoffice.common.schoolPlace', { name: row.schoolName, code: row.schoolCode, region: row.region })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.mentors.account.line', { state: mentorAccountText(row.account) })}
      </Typography>
    </CardContent>
  );
}

/**
 * Mentors: every school's mentors with their teams; FULL at 2 teams (spec: mentor capacity). Each
 * shows its portal account (issue 26), filtered on the server by `accountState`, with Invite or
 * Resend invitation in its row and its detail (the cards open the detail).
 */
export function MentorsSection() {
  const t = useT();
  const invite = useInviteAccount(MENTORS_API.invite, ADMIN_API.mentors, () => API_MSG.mentorInvited);
  const sending = invite.isPending ? (invite.variables ?? null) : null;
  const onInvite = invite.mutate;
  const columns = useMemo(() => columnsOf(t, { sending, onInvite }), [t, sending, onInvite]);
  const { list, counters, props } = useAdminListView('mentors', ADMIN_API.mentors, ADMIN_API.mentorCounters);
  const filters = useMemo<readonly FilterDef[]>(() => [...props.filters, ACCOUNT_STATE_FILTER], [props.filters]);
  // the detail holds the row it opened with; after an invitation the page is re-read, so show the fresh one
  const fresh = (row: AdminMentorRow) => props.data?.items.find((item) => item._id === row._id) ?? row;
  const c = counters.data;
  const stats = [
    { key: 'total', title: t('backoffice.mentors.total'), value: countOf(c?.total), color: 'primary' as const, onClick: () => list.clearAll() },
    { key: 'active', title: t('backoffice.common.active'), value: countOf(c?.active), color: 'success' as const, onClick: () => list.setFilter('status', 'active') },
    { key: 'inactive', title: t('backoffice.common.inactive'), value: countOf(c?.inactive), color: 'warning' as const, onClick: () => list.setFilter('status', 'inactive') },
    { key: 'assigned', title: t('backoffice.mentors.assigned'), value: countOf(c?.assigned), color: 'info' as const, onClick: () => list.setFilter('assignment', 'assigned') },
    { key: 'unassigned', title: t('backoffice.mentors.notAssigned'), value: countOf(c?.unassigned), color: 'secondary' as const, onClick: () => list.setFilter('assignment', 'unassigned') },
    { key: 'full', title: t('backoffice.mentors.fullTile', { n: LIMITS.mentorTeamCapacity }), value: countOf(c?.full), color: 'error' as const, onClick: () => list.setFilter('assignment', 'full') },
  ];

  return (
    <DataView<AdminMentorRow>
      {...props}
      filters={filters}
      stats={stats}
      columns={columns}
      renderCard={(row) => <MentorCard row={row} />}
      detailTitle={(row) => row.fullName || row.name}
      detailActions={(row) => <InviteButton row={fresh(row)} name={mentorName(row)} labels={INVITE_LABELS} onInvite={onInvite} sending={sending === row._id} />}
      renderDetail={(row, close) => (
        <Stack spacing={2}>
          <SchoolPageButton code={row.schoolCode} onOpen={close} />
          <Grid container spacing={2}>
            {mentorFields(row).map((field) => (
              <LabeledValue key={field.label} label={field.label} value={field.value} />
            ))}
            <LabeledValue label={t('backoffice.mentors.account.title')} value={mentorAccountText(fresh(row).account)} />
          </Grid>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('backoffice.mentors.assignedTeams')}
          </Typography>
          {row.assignedTeams.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('backoffice.mentors.noTeams')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {row.assignedTeams.map((team) => (
                <ListItem key={team.teamId} disableGutters>
                  <ListItemText
                    primary={t('backoffice.common.nameWithId', { name: team.teamName, id: team.teamId })}
                    secondary={t('backoffice.mentors.teamLine', { category: CATEGORY_LABEL[team.category] ?? team.category, n: team.members })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    />
  );
}

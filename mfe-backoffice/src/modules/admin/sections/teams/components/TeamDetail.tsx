import { Divider, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CATEGORY_LABEL, formatDateTime, type AdminTeamRow } from '@hackathon/contracts';
import { CrownIcon, LabeledValue, StatusBadge } from '@hackathon/ui';
import { RecordHistory } from '../../../components/RecordHistory';
import { phaseLabel } from '../../phases/utils/phaseActions';
import { TeamPhaseActions } from '../../phases/components/TeamPhaseActions';
import { mentorLabel } from '../../../../shared/utils/labels';
import { useT } from '../../../../../i18n';


/** The team detail modal: the team, its school, mentor, phase and scores, its members and its own history. */
export function TeamDetail({ team }: { team: AdminTeamRow }) {
  const t = useT();
  const na = t('backoffice.common.na');
  const text = (value: string | null | undefined) => (value && value.trim() ? value : na);
  const score = (value: number | null) => (value === null ? na : String(value));
  const school = team.school;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusBadge status={team.status} />
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.common.pair', { a: phaseLabel(team.currentPhase), b: CATEGORY_LABEL[team.category] ?? team.category })}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <LabeledValue label={t('backoffice.field.teamId')} value={team.teamId} />
        <LabeledValue label={t('backoffice.field.school')} value={t('backoffice.common.nameWithId', { name: text(school?.name ?? team.schoolName), id: school?.code ?? team.schoolCode })} />
        <LabeledValue label={t('backoffice.field.mentor')} value={mentorLabel(team)} />
        <LabeledValue label={t('backoffice.field.district')} value={text(school?.district ?? team.district)} />
        <LabeledValue label={t('backoffice.field.state')} value={text(school?.state ?? team.state)} />
        <LabeledValue label={t('backoffice.field.region')} value={text(school?.region ?? team.region)} />
        <LabeledValue label={t('backoffice.field.zone')} value={text(school?.zone ?? team.zone)} />
        <LabeledValue label={t('backoffice.teams.phase1Score')} value={score(team.phaseScores.phase1)} />
        <LabeledValue label={t('backoffice.teams.phase2Score')} value={score(team.phaseScores.phase2)} />
        <LabeledValue label={t('backoffice.teams.finalistScore')} value={score(team.phaseScores.phase3)} />
        <LabeledValue label={t('backoffice.teams.totalScore')} value={String(team.totalScore)} />
        <LabeledValue label={t('backoffice.field.registered')} value={formatDateTime(team.registrationDate ?? team.createdAt, na)} />
        <LabeledValue label={t('backoffice.field.lastUpdated')} value={formatDateTime(team.updatedAt, na)} />
        {team.status === 'ELIMINATED' ? (
          <>
            <LabeledValue label={t('backoffice.teams.eliminatedAt')} value={formatDateTime(team.eliminatedAt, na)} />
            <LabeledValue label={t('backoffice.teams.eliminationReason')} value={text(team.eliminationReason)} />
          </>
        ) : null}
      </Grid>
      <Divider />
      <TeamPhaseActions team={team} />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('backoffice.teams.membersHeading', { n: team.members.length })}
      </Typography>
      {team.members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.teams.noMembers')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('backoffice.field.members')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('backoffice.field.name')}</TableCell>
              <TableCell>{t('backoffice.field.studentId')}</TableCell>
              <TableCell>{t('backoffice.field.class')}</TableCell>
              <TableCell>{t('backoffice.field.gender')}</TableCell>
              <TableCell>{t('backoffice.field.fathersName')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.members.map((member) => (
              <TableRow key={member.memberId || member.studentId}>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <span>{member.name}</span>
                    {member.isLeader ? <CrownIcon fontSize="small" color="warning" titleAccess={t('backoffice.common.teamLeaderTitle')} /> : null}
                  </Stack>
                </TableCell>
                <TableCell>{member.studentId}</TableCell>
                <TableCell>{member.class}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{member.gender}</TableCell>
                <TableCell>{member.fathersName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Divider />
      <RecordHistory entityType="team" entityId={team._id} />
    </Stack>
  );
}

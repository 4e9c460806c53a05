import { Divider, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CATEGORY_LABEL, formatDateTime, type AdminTeamRow } from '@hackathon/contracts';
import { CrownIcon, LabeledValue, StatusBadge } from '@hackathon/ui';
import { RecordHistory } from '../../../components/RecordHistory';
import { phaseLabel } from '../../phases/utils/phaseActions';
import { mentorLabel } from '../../../../shared/utils/labels';

const text = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');
const score = (value: number | null) => (value === null ? 'N/A' : String(value));

/** The team detail modal: the team, its school, mentor, phase and scores, its members and its own history. */
export function TeamDetail({ team }: { team: AdminTeamRow }) {
  const school = team.school;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusBadge status={team.status} />
        <Typography variant="body2" color="text.secondary">
          {phaseLabel(team.currentPhase)} · {CATEGORY_LABEL[team.category] ?? team.category}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <LabeledValue label="Team ID" value={team.teamId} />
        <LabeledValue label="School" value={`${text(school?.name ?? team.schoolName)} (${school?.code ?? team.schoolCode})`} />
        <LabeledValue label="Mentor" value={mentorLabel(team)} />
        <LabeledValue label="District" value={text(school?.district ?? team.district)} />
        <LabeledValue label="State" value={text(school?.state ?? team.state)} />
        <LabeledValue label="Region" value={text(school?.region ?? team.region)} />
        <LabeledValue label="Zone" value={text(school?.zone ?? team.zone)} />
        <LabeledValue label="Phase 1 Score" value={score(team.phaseScores.phase1)} />
        <LabeledValue label="Phase 2 Score" value={score(team.phaseScores.phase2)} />
        <LabeledValue label="Finalist Score" value={score(team.phaseScores.phase3)} />
        <LabeledValue label="Total Score" value={String(team.totalScore)} />
        <LabeledValue label="Registered" value={formatDateTime(team.registrationDate ?? team.createdAt, 'N/A')} />
        <LabeledValue label="Last Updated" value={formatDateTime(team.updatedAt, 'N/A')} />
        {team.status === 'ELIMINATED' ? (
          <>
            <LabeledValue label="Eliminated" value={formatDateTime(team.eliminatedAt, 'N/A')} />
            <LabeledValue label="Elimination Reason" value={text(team.eliminationReason)} />
          </>
        ) : null}
      </Grid>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Members ({team.members.length})
      </Typography>
      {team.members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No members yet.
        </Typography>
      ) : (
        <Table size="small" aria-label="Members">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Student ID</TableCell>
              <TableCell>Class</TableCell>
              <TableCell>Gender</TableCell>
              <TableCell>Father&apos;s Name</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.members.map((member) => (
              <TableRow key={member.memberId || member.studentId}>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <span>{member.name}</span>
                    {member.isLeader ? <CrownIcon fontSize="small" color="warning" titleAccess="Team Leader" /> : null}
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

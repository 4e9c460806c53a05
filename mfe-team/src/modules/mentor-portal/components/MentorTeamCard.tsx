import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import type { MentorTeam } from '@hackathon/contracts';
import { participantTeamStatus, StatusBadge } from '@hackathon/ui';
import { AttendanceChips } from '../../schedule';
import { phaseLabel, phaseSteps, qualificationSummary, rankText, scoreText } from '../../standing';
import { membersLeaderFirst, teamAttendance } from '../utils/mentorTeam';
import { MentorTeamFeedback } from './MentorTeamFeedback';
import { useT } from '../../../i18n';

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="h4" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** One team the mentor follows: where it stands in the rounds, its members, its bootcamp attendance and the judges' feedback. */
export function MentorTeamCard({ team }: { team: MentorTeam }) {
  const t = useT();
  const category = t('team.category', { category: team.category });
  const members = membersLeaderFirst(team.members);
  return (
    <Card variant="outlined" component="article" aria-label={t('team.mentorPortal.teamAria', { name: team.teamName })} data-team-id={team.teamId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {team.teamName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1, alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={t('team.info.teamIdChip', { teamId: team.teamId })} />
          <Chip size="small" variant="outlined" label={category} />
          <StatusBadge status={participantTeamStatus(team.status)} />
          <Chip size="small" color="primary" variant="outlined" label={t('team.standing.currentPhase', { phase: phaseLabel(team.currentPhase) })} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
          {qualificationSummary(team)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
          <Typography variant="body2">{t('team.mentorPortal.rank', { category, rank: rankText(team) })}</Typography>
          <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <StarIcon fontSize="inherit" color="warning" aria-hidden />
            {t('team.mentorPortal.totalScore', { score: team.totalScore })}
          </Typography>
        </Stack>

        <Caption>{t('team.mentorPortal.scoresCaption')}</Caption>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {phaseSteps(team).map((step) => (
            <Chip key={step.phase} size="small" data-phase={step.phase} variant={step.state === 'current' ? 'filled' : 'outlined'} label={t('team.mentorPortal.phaseScore', { phase: step.label, score: scoreText(step.score) })} />
          ))}
        </Stack>

        <Caption>{t('team.mentorPortal.membersCaption', { n: members.length })}</Caption>
        {members.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('team.mentorPortal.noMembers')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {members.map((member) => (
              <ListItem key={`${member.name}-${member.class}`} disableGutters sx={{ py: 0 }} secondaryAction={member.isLeader ? <Chip size="small" color="secondary" label={t('team.students.leader')} /> : undefined}>
                <ListItemText primary={t('team.mentorPortal.member', { name: member.name, className: member.class })} sx={{ pr: member.isLeader ? 9 : 0, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        )}

        <Caption>{t('team.mentorPortal.attendanceCaption', { category })}</Caption>
        <Box>
          <AttendanceChips days={teamAttendance(team)} />
        </Box>

        <MentorTeamFeedback teamRef={team._id} />
      </CardContent>
    </Card>
  );
}

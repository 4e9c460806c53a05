import { Box, Stack, Typography } from '@mui/material';
import type { SchoolPageMentor, SchoolPageTeam } from '@hackathon/contracts';
import { StatusBadge } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { categoryLabel } from '../../shared/utils/labels';
import { Empty, PageSection } from './PageSection';

const LIST = { listStyle: 'none', p: 0, m: 0 } as const;

/** The school's mentors (at most two) and the teams each one mentors. */
export function MentorsPanel({ mentors }: { mentors: SchoolPageMentor[] }) {
  const t = useT();
  return (
    <PageSection id="mentors" title={t('backoffice.schoolPage.section.mentors')}>
      {mentors.length === 0 ? (
        <Empty>{t('backoffice.schoolPage.mentors.none')}</Empty>
      ) : (
        <Stack component="ul" spacing={1.5} sx={LIST}>
          {mentors.map((mentor) => (
            <Box component="li" key={mentor._id} data-mentor={mentor.mentorId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="subtitle2">{t('backoffice.common.nameWithId', { name: mentor.name, id: mentor.mentorId })}</Typography>
                <StatusBadge status={mentor.isActive} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[mentor.designation, mentor.emailId, mentor.contactNumber].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2">
                {mentor.teamIds.length > 0 ? t('backoffice.schoolPage.mentor.teams', { teams: mentor.teamIds.join(', ') }) : t('backoffice.schoolPage.mentor.noTeams')}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}

const score = (value: number | null) => (value === null ? '—' : String(value));

/** The school's teams (at most four) with their phase, status, scores, members and mentor. */
export function TeamsPanel({ teams }: { teams: SchoolPageTeam[] }) {
  const t = useT();
  return (
    <PageSection id="teams" title={t('backoffice.schoolPage.section.teams')}>
      {teams.length === 0 ? (
        <Empty>{t('backoffice.schoolPage.teams.none')}</Empty>
      ) : (
        <Stack component="ul" spacing={1.5} sx={LIST}>
          {teams.map((team) => (
            <Box component="li" key={team._id} data-team={team.teamId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('backoffice.common.nameWithId', { name: team.teamName, id: team.teamId })}
                </Typography>
                <StatusBadge status={team.status} />
              </Stack>
              <Typography variant="body2" data-phase={team.currentPhase}>
                {[
                  categoryLabel(team.category),
                  t('backoffice.schoolPage.team.phase', { phase: team.currentPhase }),
                  `${t('backoffice.schoolPage.team.scores')}: ${t('backoffice.schoolPage.team.scoreLine', { p1: score(team.phaseScores.phase1), p2: score(team.phaseScores.phase2), p3: score(team.phaseScores.phase3) })}`,
                  t('backoffice.schoolPage.team.total', { total: team.totalScore }),
                ].join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('backoffice.schoolPage.team.members', { count: team.memberCount })} · {team.mentorName ?? t('backoffice.schoolPage.team.noMentor')}
              </Typography>
              {team.eliminationReason ? <Typography variant="body2">{t('backoffice.schoolPage.team.eliminated', { reason: team.eliminationReason })}</Typography> : null}
            </Box>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}

import { useState } from 'react';
import { Box, Chip, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SearchIcon from '@mui/icons-material/Search';
import { API_MSG, CATEGORIES, LIMITS, type Mentor, type Team } from '@hackathon/contracts';
import { menuOptions } from '@hackathon/ui';
import { groupTeamsByCategory, type TeamSummary } from '../../shared/utils/summary';
import { LockedNotice } from '../../shared/lock/LockedNotice';
import { LockableButton } from '../../shared/lock/LockableButton';
import { TEAM_FILTERS, TEAM_FILTER_LABEL, filterTeams, type TeamCategoryFilter } from '../utils/teamFilters';
import { TeamCard } from './TeamCard';
import { TeamFormDialog } from './TeamFormDialog';
import { DeleteTeamDialog } from './DeleteTeamDialog';
import { TeamDetailsDialog } from './TeamDetailsDialog';
import { CATEGORY_FILTER_LABEL } from '../../shared/utils/labels';
import { useT } from '../../../i18n';

export interface TeamsPanelProps {
  schoolCode: string;
  schoolName?: string;
  teams: Team[];
  mentors: Mentor[];
  summary: TeamSummary;
  locked: boolean;
}

/** Team Management: lock banner, counts, search, category filter, teams grouped by category, Add New Team. */
export function TeamsPanel({ schoolCode, schoolName, teams, mentors, summary, locked }: TeamsPanelProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TeamCategoryFilter>('all');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [viewing, setViewing] = useState<Team | null>(null);
  // the school's limit reached: the server would refuse another (a lock explains itself instead)
  const full = !locked && teams.length >= LIMITS.maxTeamsPerSchool;
  const fullHintId = 'teams-full-hint';
  const groups = groupTeamsByCategory(filterTeams(teams, query, category));
  const anyShown = CATEGORIES.some((c) => groups[c].length > 0);

  return (
    <section aria-label={t('school.teams.sectionLabel')}>
      {locked ? <LockedNotice subject="teams" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={t('school.teams.countChip', { count: summary.total, max: LIMITS.maxTeamsPerSchool })} color="primary" />
          <Chip label={t('school.teams.juniorChip', { n: summary.junior })} variant="outlined" />
          <Chip label={t('school.teams.seniorChip', { n: summary.senior })} variant="outlined" />
          <Chip label={t('school.teams.studentsChip', { n: summary.students })} variant="outlined" />
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
          <LockableButton
            variant="contained"
            locked={locked}
            subject="teams"
            lockAction="add"
            // full: disabled here, with the reason beside it, not after a whole form
            disabled={full}
            aria-describedby={full ? fullHintId : undefined}
            startIcon={<GroupAddIcon />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('school.teams.addNew')}
          </LockableButton>
          {full ? (
            <Typography id={fullHintId} variant="caption" color="text.secondary" data-testid="teams-full-hint">
              {API_MSG.maxTeamsReached}
            </Typography>
          ) : null}
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('school.teams.searchLabel')}
          placeholder={t('school.teams.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField
          select
          label={t('school.teams.categoryLabel')}
          value={category}
          onChange={(event) => setCategory(event.target.value as TeamCategoryFilter)}
          size="small"
          sx={{ minWidth: 200 }}
        >
          {menuOptions(TEAM_FILTERS, (value) => TEAM_FILTER_LABEL[value])}
        </TextField>
      </Stack>

      {teams.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('school.teams.empty')}
        </Typography>
      ) : !anyShown ? (
        <Typography color="text.secondary" role="status">
          {t('school.teams.noMatch')}
        </Typography>
      ) : (
        CATEGORIES.filter((c) => groups[c].length > 0).map((c) => (
          <Box key={c} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('school.teams.groupHeading', { category: CATEGORY_FILTER_LABEL[c], n: groups[c].length })}
            </Typography>
            <Grid container spacing={2}>
              {groups[c].map((team) => (
                <Grid key={team._id || team.teamId} size={{ xs: 12, md: 6 }}>
                  <TeamCard
                    team={team}
                    locked={locked}
                    onView={() => setViewing(team)}
                    onEdit={() => {
                      setEditing(team);
                      setFormOpen(true);
                    }}
                    onDelete={() => setDeleting(team)}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}

      <TeamFormDialog
        open={formOpen}
        team={editing}
        schoolCode={schoolCode}
        schoolName={schoolName}
        mentors={mentors}
        onClose={() => setFormOpen(false)}
      />
      <TeamDetailsDialog team={viewing} onClose={() => setViewing(null)} />
      <DeleteTeamDialog team={deleting} schoolCode={schoolCode} onClose={() => setDeleting(null)} />
    </section>
  );
}

import { useState } from 'react';
import { Box, Chip, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SearchIcon from '@mui/icons-material/Search';
import { CATEGORIES, CATEGORY_FILTER_LABEL, LIMITS, type Mentor, type Team } from '@hackathon/contracts';
import { menuOptions } from '@hackathon/ui';
import { groupTeamsByCategory, type TeamSummary } from '../../shared/utils/summary';
import { LockedNotice } from '../../shared/lock/LockedNotice';
import { LockableButton } from '../../shared/lock/LockableButton';
import { TEAM_FILTERS, TEAM_FILTER_LABEL, filterTeams, type TeamCategoryFilter } from '../utils/teamFilters';
import { TeamCard } from './TeamCard';
import { TeamFormDialog } from './TeamFormDialog';
import { DeleteTeamDialog } from './DeleteTeamDialog';

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
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TeamCategoryFilter>('all');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const groups = groupTeamsByCategory(filterTeams(teams, query, category));
  const anyShown = CATEGORIES.some((c) => groups[c].length > 0);

  return (
    <section aria-label="Team Management">
      {locked ? <LockedNotice subject="teams" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={`Teams: ${summary.total}/${LIMITS.maxTeamsPerSchool}`} color="primary" />
          <Chip label={`Junior: ${summary.junior}`} variant="outlined" />
          <Chip label={`Senior: ${summary.senior}`} variant="outlined" />
          <Chip label={`Students: ${summary.students}`} variant="outlined" />
        </Stack>
        <LockableButton
          variant="contained"
          locked={locked}
          subject="teams"
          lockAction="add"
          startIcon={<GroupAddIcon />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add New Team
        </LockableButton>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search teams"
          placeholder="Team name, team ID, mentor or student"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField
          select
          label="Category"
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
          No teams have been added for this school yet.
        </Typography>
      ) : !anyShown ? (
        <Typography color="text.secondary" role="status">
          No teams match the search or category.
        </Typography>
      ) : (
        CATEGORIES.filter((c) => groups[c].length > 0).map((c) => (
          <Box key={c} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {CATEGORY_FILTER_LABEL[c]} ({groups[c].length})
            </Typography>
            <Grid container spacing={2}>
              {groups[c].map((team) => (
                <Grid key={team._id || team.teamId} size={{ xs: 12, md: 6 }}>
                  <TeamCard
                    team={team}
                    locked={locked}
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
      <DeleteTeamDialog team={deleting} schoolCode={schoolCode} onClose={() => setDeleting(null)} />
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { LIMITS, type Mentor, type Team } from '@hackathon/contracts';
import type { MentorSummary, TeamSummary } from '../utils/summary';
import { ComingSoonPanel } from './ComingSoonPanel';
import { MentorsList } from './MentorsList';
import { TeamsList } from './TeamsList';

export interface DashboardTabsProps {
  mentors: Mentor[];
  teams: Team[];
  mentorSummary: MentorSummary;
  teamSummary: TeamSummary;
  mentorsLoaded: boolean;
  teamsLoaded: boolean;
}

type TabKey = 'mentors' | 'teams' | 'password' | 'payment' | 'schedule' | 'guidelines';

const LATER: Record<Exclude<TabKey, 'mentors' | 'teams'>, string> = {
  password: 'Password Change',
  payment: 'Payment Info',
  schedule: 'Schedule',
  guidelines: 'Guidelines',
};

const lock = <LockIcon fontSize="small" aria-label="locked" />;

function NotLoaded({ what }: { what: string }) {
  return (
    <Typography color="text.secondary" role="status">
      The {what} could not be loaded. Use Try again above.
    </Typography>
  );
}

/** Mentors (n/2, locked), Teams (n/4, locked), Password Change, Payment Info, Schedule, Guidelines. */
export function DashboardTabs({ mentors, teams, mentorSummary, teamSummary, mentorsLoaded, teamsLoaded }: DashboardTabsProps) {
  const [tab, setTab] = useState<TabKey>('mentors');
  let panel: ReactNode;
  if (tab === 'mentors') panel = mentorsLoaded ? <MentorsList mentors={mentors} summary={mentorSummary} /> : <NotLoaded what="mentors" />;
  else if (tab === 'teams') panel = teamsLoaded ? <TeamsList teams={teams} summary={teamSummary} /> : <NotLoaded what="teams" />;
  else panel = <ComingSoonPanel title={LATER[tab]} />;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="School dashboard sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="mentors" icon={lock} iconPosition="end" label={`Mentors (${mentorsLoaded ? mentors.length : '—'}/${LIMITS.maxMentorsPerSchool})`} />
        <Tab value="teams" icon={lock} iconPosition="end" label={`Teams (${teamsLoaded ? teams.length : '—'}/${LIMITS.maxTeamsPerSchool})`} />
        <Tab value="password" label={LATER.password} />
        <Tab value="payment" label={LATER.payment} />
        <Tab value="schedule" label={LATER.schedule} />
        <Tab value="guidelines" label={LATER.guidelines} />
      </Tabs>
      <Box role="tabpanel">{panel}</Box>
    </Box>
  );
}

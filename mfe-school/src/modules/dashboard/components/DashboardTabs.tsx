import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
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
}

type TabKey = 'mentors' | 'teams' | 'password' | 'payment' | 'schedule' | 'guidelines';

const LATER: Record<Exclude<TabKey, 'mentors' | 'teams'>, string> = {
  password: 'Password Change',
  payment: 'Payment Info',
  schedule: 'Schedule',
  guidelines: 'Guidelines',
};

const lock = <LockIcon fontSize="small" aria-label="locked" />;

/** Mentors (n/2, locked), Teams (n/4, locked), Password Change, Payment Info, Schedule, Guidelines. */
export function DashboardTabs({ mentors, teams, mentorSummary, teamSummary }: DashboardTabsProps) {
  const [tab, setTab] = useState<TabKey>('mentors');
  let panel: ReactNode;
  if (tab === 'mentors') panel = <MentorsList mentors={mentors} summary={mentorSummary} />;
  else if (tab === 'teams') panel = <TeamsList teams={teams} summary={teamSummary} />;
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
        <Tab value="mentors" icon={lock} iconPosition="end" label={`Mentors (${mentors.length}/${LIMITS.maxMentorsPerSchool})`} />
        <Tab value="teams" icon={lock} iconPosition="end" label={`Teams (${teams.length}/${LIMITS.maxTeamsPerSchool})`} />
        <Tab value="password" label={LATER.password} />
        <Tab value="payment" label={LATER.payment} />
        <Tab value="schedule" label={LATER.schedule} />
        <Tab value="guidelines" label={LATER.guidelines} />
      </Tabs>
      <Box role="tabpanel">{panel}</Box>
    </Box>
  );
}

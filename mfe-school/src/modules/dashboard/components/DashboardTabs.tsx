import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { LIMITS, type Mentor, type Team } from '@hackathon/contracts';
import type { MentorSummary, TeamSummary } from '../utils/summary';
import { MentorsPanel } from '../../mentors/components/MentorsPanel';
import { TeamsPanel } from '../../teams/components/TeamsPanel';
import { TeamPasswordPanel } from '../../password/components/TeamPasswordPanel';
import { PaymentPanel } from '../../payment/components/PaymentPanel';
import { SchedulePanel } from '../../schedule/components/SchedulePanel';
import { GuidelinesPanel } from '../../guidelines/components/GuidelinesPanel';

export interface DashboardTabsProps {
  schoolCode: string;
  schoolName?: string;
  mentors: Mentor[];
  teams: Team[];
  mentorSummary: MentorSummary;
  teamSummary: TeamSummary;
  mentorsLoaded: boolean;
  teamsLoaded: boolean;
  mentorsLocked: boolean;
  teamsLocked: boolean;
}

type TabKey = 'mentors' | 'teams' | 'password' | 'payment' | 'schedule' | 'guidelines';

function NotLoaded({ what }: { what: string }) {
  return (
    <Typography color="text.secondary" role="status">
      The {what} could not be loaded. Use Try again above.
    </Typography>
  );
}

// titled, so the tab's accessible name says it too ('Mentors (1/2) Locked')
const lockIcon = (locked: boolean) => (locked ? <LockIcon fontSize="small" titleAccess="Locked" data-testid="tab-lock-marker" /> : undefined);

/** Mentors (n/2), Teams (n/4) with their lock markers, Password Change, Payment Info, Schedule, Guidelines. */
export function DashboardTabs(props: DashboardTabsProps) {
  const { schoolCode, schoolName, mentors, teams, mentorSummary, teamSummary, mentorsLoaded, teamsLoaded, mentorsLocked, teamsLocked } = props;
  const [tab, setTab] = useState<TabKey>('mentors');
  // a panel mounts on its first visit and then stays (hidden), so a half-filled form survives a tab switch
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set<TabKey>(['mentors']));

  const panels: Record<TabKey, ReactNode> = {
    mentors: mentorsLoaded ? <MentorsPanel schoolCode={schoolCode} mentors={mentors} summary={mentorSummary} locked={mentorsLocked} /> : <NotLoaded what="mentors" />,
    teams: teamsLoaded ? (
      <TeamsPanel schoolCode={schoolCode} schoolName={schoolName} teams={teams} mentors={mentors} summary={teamSummary} locked={teamsLocked} />
    ) : (
      <NotLoaded what="teams" />
    ),
    password: teamsLoaded ? <TeamPasswordPanel teams={teams} /> : <NotLoaded what="teams" />,
    payment: <PaymentPanel schoolCode={schoolCode} />,
    schedule: <SchedulePanel schoolCode={schoolCode} />,
    guidelines: <GuidelinesPanel />,
  };

  const select = (value: TabKey) => {
    setTab(value);
    setVisited((current) => (current.has(value) ? current : new Set(current).add(value)));
  };

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => select(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="School dashboard sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="mentors"
          id="school-tab-mentors"
          aria-controls="school-tabpanel-mentors"
          icon={lockIcon(mentorsLocked)}
          iconPosition="end"
          label={`Mentors (${mentorsLoaded ? mentors.length : '—'}/${LIMITS.maxMentorsPerSchool})`}
        />
        <Tab
          value="teams"
          id="school-tab-teams"
          aria-controls="school-tabpanel-teams"
          icon={lockIcon(teamsLocked)}
          iconPosition="end"
          label={`Teams (${teamsLoaded ? teams.length : '—'}/${LIMITS.maxTeamsPerSchool})`}
        />
        <Tab value="password" id="school-tab-password" aria-controls="school-tabpanel-password" label="Password Change" />
        <Tab value="payment" id="school-tab-payment" aria-controls="school-tabpanel-payment" label="Payment Info" />
        <Tab value="schedule" id="school-tab-schedule" aria-controls="school-tabpanel-schedule" label="Schedule" />
        <Tab value="guidelines" id="school-tab-guidelines" aria-controls="school-tabpanel-guidelines" label="Guidelines" />
      </Tabs>
      {(Object.keys(panels) as TabKey[]).map((key) =>
        visited.has(key) ? (
          <Box key={key} role="tabpanel" id={`school-tabpanel-${key}`} aria-labelledby={`school-tab-${key}`} hidden={tab !== key}>
            {panels[key]}
          </Box>
        ) : null,
      )}
    </Box>
  );
}

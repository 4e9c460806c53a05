import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { LIMITS, type Mentor, type Team } from '@hackathon/contracts';
import type { MentorSummary, TeamSummary } from '../modules/shared/utils/summary';
import { CertificatesPanel } from '../modules/certificates';
import { GuidelinesPanel } from '../modules/guidelines';
import { MentorsPanel } from '../modules/mentors';
import { TeamPasswordPanel } from '../modules/password';
import { PaymentPanel } from '../modules/payment';
import { SchedulePanel } from '../modules/schedule';
import { TeamsPanel } from '../modules/teams';
import { useT } from '../i18n';

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

type TabKey = 'mentors' | 'teams' | 'password' | 'payment' | 'schedule' | 'guidelines' | 'certificates';

function NotLoaded({ what }: { what: 'mentors' | 'teams' }) {
  const t = useT();
  return (
    <Typography color="text.secondary" role="status">
      {t(what === 'mentors' ? 'school.tabs.mentorsNotLoaded' : 'school.tabs.teamsNotLoaded')}
    </Typography>
  );
}

// titled, so the tab's accessible name says it too ('Mentors (1/2) Locked')
const lockIcon = (locked: boolean, title: string) => (locked ? <LockIcon fontSize="small" titleAccess={title} data-testid="tab-lock-marker" /> : undefined);

/** Mentors (n/2), Teams (n/4) with their lock markers, Password Change, Payment Info, Schedule, Guidelines, Certificates. */
export function DashboardTabs(props: DashboardTabsProps) {
  const { schoolCode, schoolName, mentors, teams, mentorSummary, teamSummary, mentorsLoaded, teamsLoaded, mentorsLocked, teamsLocked } = props;
  const t = useT();
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
    certificates: <CertificatesPanel schoolCode={schoolCode} />,
  };

  // the counts against the limits, and the lock markers of the two locked functions
  const labels: { key: TabKey; label: string; locked?: boolean }[] = [
    { key: 'mentors', label: t('school.tabs.mentors', { count: mentorsLoaded ? mentors.length : '—', max: LIMITS.maxMentorsPerSchool }), locked: mentorsLocked },
    { key: 'teams', label: t('school.tabs.teams', { count: teamsLoaded ? teams.length : '—', max: LIMITS.maxTeamsPerSchool }), locked: teamsLocked },
    { key: 'password', label: t('school.tabs.password') },
    { key: 'payment', label: t('school.tabs.payment') },
    { key: 'schedule', label: t('school.tabs.schedule') },
    { key: 'guidelines', label: t('school.tabs.guidelines') },
    { key: 'certificates', label: t('school.tabs.certificates') },
  ];

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
        // the arrows always show (greyed at an end) so a phone sees there are more tabs to the side
        scrollButtons
        allowScrollButtonsMobile
        aria-label={t('school.tabs.ariaLabel')}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTabs-scrollButtons': { color: 'primary.main', opacity: 1 },
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
          // narrower tabs on a phone: more of them in view at once
          '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } },
        }}
      >
        {labels.map(({ key, label, locked }) => (
          <Tab
            key={key}
            value={key}
            id={`school-tab-${key}`}
            aria-controls={`school-tabpanel-${key}`}
            icon={locked === undefined ? undefined : lockIcon(locked, t('school.tabs.locked'))}
            iconPosition="end"
            label={label}
          />
        ))}
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

import { Paper, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import type { ReactElement } from 'react';
import { DASHBOARD_SECTIONS, type DashboardSectionKey } from '../utils/sections';
import { useT } from '../../../i18n';

const ICONS: Record<DashboardSectionKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  students: <PeopleIcon />,
  faq: <HelpCenterOutlinedIcon />,
  content: <MenuBookIcon />,
  assignment: <AssignmentIcon />,
};

export const sectionTabId = (key: DashboardSectionKey) => `team-section-tab-${key}`;
export const sectionPanelId = (key: DashboardSectionKey) => `team-section-panel-${key}`;

/** The sidebar of /team-dashboard: vertical beside the content on wide screens, a scrollable strip on phones. */
export function DashboardSidebar({ value, onChange }: { value: DashboardSectionKey; onChange: (key: DashboardSectionKey) => void }) {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Paper component="nav" aria-label={t('team.sections.aria')} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <Tabs
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        value={value}
        onChange={(_, key: DashboardSectionKey) => onChange(key)}
        sx={{ '& .MuiTab-root': { justifyContent: wide ? 'flex-start' : 'center', minHeight: 52, textTransform: 'none', fontWeight: 600 } }}
      >
        {DASHBOARD_SECTIONS.map((section) => (
          <Tab
            key={section.key}
            value={section.key}
            label={t(section.labelKey)}
            icon={ICONS[section.key]}
            iconPosition="start"
            id={sectionTabId(section.key)}
            aria-controls={sectionPanelId(section.key)}
          />
        ))}
      </Tabs>
    </Paper>
  );
}

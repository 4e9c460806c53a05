import { MenuItem, Paper, Tab, Tabs, TextField, useMediaQuery, useTheme } from '@mui/material';
import type { MessageId } from '@hackathon/contracts';
import { CONTENT_TABS, type ContentTab } from '../utils/contentDraft';
import { useT } from '../../../../../i18n';

export interface ContentTabsProps {
  tab: ContentTab;
  onTab: (tab: ContentTab) => void;
  /** Problems per tab: a tab holding some says how many. */
  counts: Record<ContentTab, number>;
}

/**
 * The parts of the content: tabs (scrolling when they do not fit), each named with the number of
 * problems its fields hold. Below 600 px, one full-width select as the sidebar does: five tabs
 * scrolled out of a phone's width were controls off the screen (issue 25).
 */
export function ContentTabs({ tab, onTab, counts }: ContentTabsProps) {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const label = (key: ContentTab) => {
    const name = t(`backoffice.content.tab.${key}` as MessageId);
    return counts[key] > 0 ? t('backoffice.content.tabWithProblems', { tab: name, count: counts[key] }) : name;
  };
  if (phone) {
    return (
      <TextField id="content-tab-select" select fullWidth size="small" label={t('backoffice.content.tabsLabel')} value={tab} onChange={(event) => onTab(event.target.value as ContentTab)}>
        {CONTENT_TABS.map((key) => (
          <MenuItem key={key} value={key} sx={counts[key] > 0 ? { color: 'error.main' } : undefined}>
            {label(key)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, value: ContentTab) => onTab(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('backoffice.content.tabsLabel')}>
        {CONTENT_TABS.map((key) => (
          <Tab key={key} value={key} id={`content-tab-${key}`} aria-controls="content-panel" label={label(key)} sx={counts[key] > 0 ? { color: 'error.main' } : undefined} />
        ))}
      </Tabs>
    </Paper>
  );
}

import { Box, Divider, IconButton, List, ListItemButton, ListItemIcon, ListItemText, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { AdminSectionKey } from '../utils/sections';
import type { AdminSection } from '../sections';
import { SIDEBAR_TEXT, systemStatus } from '../utils/sidebar';
import type { ConnectionState } from '../../shared/utils/connection';
import { useT } from '../../../i18n';

export interface AdminSidebarProps {
  sections: readonly AdminSection[];
  current: AdminSectionKey;
  onSelect: (key: AdminSectionKey) => void;
  collapsed: boolean;
  onToggle: () => void;
  connection: ConnectionState;
}

export const SIDEBAR_WIDTH = { open: 248, collapsed: 64 } as const;

/**
 * The admin sidebar: the sections, a collapse toggle and the 'System Online' indicator. Below
 * 600 px (a phone) the sections are one full-width select listing all of them: a row of ten
 * buttons showed one and a half at 360 px. From 600 px the buttons wrap; from 900 px, a column.
 */
export function AdminSidebar({ sections, current, onSelect, collapsed, onToggle, connection }: AdminSidebarProps) {
  useT(); // the words below follow the language
  const status = systemStatus(connection);
  return (
    <Paper
      component="nav"
      aria-label={SIDEBAR_TEXT.navLabel}
      data-collapsed={collapsed}
      sx={{
        width: { xs: '100%', md: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open },
        flexShrink: 0,
        transition: 'width 150ms ease',
        overflow: 'hidden',
        alignSelf: { md: 'flex-start' },
        position: { md: 'sticky' },
        top: { md: 16 },
      }}
    >
      <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <Tooltip title={collapsed ? SIDEBAR_TEXT.expand : SIDEBAR_TEXT.collapse} placement="right">
          <IconButton onClick={onToggle} aria-label={collapsed ? SIDEBAR_TEXT.expand : SIDEBAR_TEXT.collapse} aria-expanded={!collapsed} size="small">
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 1.5, pt: 1.5 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={SIDEBAR_TEXT.sectionSelect}
          value={current}
          onChange={(event) => onSelect(event.target.value as AdminSectionKey)}
        >
          {sections.map(({ key, label }) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* a box of buttons, not a list: a <ul> may hold only <li> (axe 'list') */}
      <List
        component="div"
        dense
        disablePadding
        sx={{ display: { xs: 'none', sm: 'flex', md: 'block' }, flexWrap: 'wrap', px: { sm: 0.5, md: 0 } }}
      >
        {sections.map(({ key, label, icon: Icon }) => {
          const selected = key === current;
          const item = (
            <ListItemButton
              key={key}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={() => onSelect(key)}
              data-section={key}
              sx={{ flexShrink: 0, borderRadius: 1, mx: 0.5, my: 0.25, justifyContent: collapsed ? 'center' : 'flex-start' }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: selected ? 'primary.main' : undefined }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {/* collapsed: the name stays for screen readers and the tooltip; on small screens it always shows */}
              <ListItemText
                primary={label}
                sx={collapsed ? { display: { xs: 'block', md: 'none' }, ml: { xs: 1, md: 0 } } : { whiteSpace: 'nowrap' }}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }}
              />
            </ListItemButton>
          );
          return collapsed ? (
            <Tooltip key={key} title={label} placement="right">
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </List>
      <Divider sx={{ display: { xs: 'none', md: 'block' } }} />
      <Box
        role="status"
        data-testid="system-status"
        title={status.label}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, justifyContent: collapsed ? { md: 'center' } : 'flex-start' }}
      >
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${status.color}.main`, flexShrink: 0 }} />
        <Typography variant="caption" color="text.secondary" sx={collapsed ? { display: { md: 'none' } } : undefined}>
          {status.label}
        </Typography>
      </Box>
    </Paper>
  );
}

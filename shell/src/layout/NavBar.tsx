import { useState, type MouseEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_TITLE, MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { LanguageSwitch, NotificationBell, toast, useT } from '@hackathon/ui';
import { dashboardPath, LOGIN_ITEMS, navLabelKey, navPlan, welcomeName } from './navItems';
import { LANDING_SECTIONS, scrollToSection, useActiveSection } from './sections';
import { Emblem } from './TopLogos';

const SECTION_IDS = LANDING_SECTIONS.map((section) => section.id);
/** Bar buttons keep their label on one line; only the welcome name shrinks (with an ellipsis). */
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

export function NavBar() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const onLanding = location.pathname === '/';
  const activeSection = useActiveSection(SECTION_IDS, onLanding);
  const [loginAnchor, setLoginAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const signedIn = session.isAuthenticated && !session.loading;
  const plan = navPlan({ signedIn, role: session.role, pathname: location.pathname });
  const roleItems = plan.roleItems;
  const name = signedIn ? welcomeName(session.user) : '';

  const logout = () => {
    setDrawerOpen(false);
    session.logout();
    queryClient.clear(); // nothing of the previous user stays in the cache
    toast.success(MSG.loggedOut);
    navigate('/login');
  };

  const goToSection = (id: string) => {
    setDrawerOpen(false);
    scrollToSection(id);
  };

  return (
    <AppBar position="sticky" component="nav" aria-label={t('common.nav.mainNavigation')} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" disableGutters>
        {/* at 360 px the brand gives way (ellipsis), never the bell or the menu button: they keep their 40 px with no overlap (WCAG 2.5.8) */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 3 }, minHeight: { xs: 60, md: 68 }, flexWrap: 'nowrap' }}>
          <Stack
            direction="row"
            spacing={1}
            component={RouterLink}
            to="/"
            onClick={() => onLanding && scrollToSection('home')}
            sx={{ alignItems: 'center', color: 'primary.main', textDecoration: 'none', mr: 1, minWidth: 0, flexShrink: { xs: 1, md: 0 } }}
          >
            <Emblem size={32} />
            <Typography variant="h6" component="span" noWrap sx={{ fontSize: { xs: 16, md: 18 } }}>
              {t('common.nav.brand', { edition: EVENT_TITLE.edition })}
            </Typography>
          </Stack>

          {plan.sectionLinksInBar ? (
            <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', lg: 'flex' }, flexShrink: 0 }}>
              {LANDING_SECTIONS.map((section) => (
                <Button
                  key={section.id}
                  size="small"
                  onClick={() => goToSection(section.id)}
                  aria-current={activeSection === section.id ? 'true' : undefined}
                  data-section-link={section.id}
                  color={activeSection === section.id ? 'secondary' : 'inherit'}
                  variant={activeSection === section.id ? 'contained' : 'text'}
                  sx={{ ...NO_WRAP, color: activeSection === section.id ? undefined : 'text.primary', minHeight: 34 }}
                >
                  {t(section.labelKey)}
                </Button>
              ))}
            </Stack>
          ) : null}

          <Box sx={{ flexGrow: 1 }} />

          {signedIn ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flexShrink: { xs: 0, md: 1 } }} data-testid="nav-account">
              {plan.accountInBar ? (
                <Typography
                  variant="body2"
                  title={name}
                  sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', maxWidth: 240, minWidth: 0, flexShrink: 1 }}
                  noWrap
                >
                  {t('common.nav.welcome')} <strong>{name}</strong>
                </Typography>
              ) : null}
              {roleItems.map((item) => (
                <Button key={item.to} component={RouterLink} to={item.to} color="inherit" sx={{ ...NO_WRAP, display: { xs: 'none', md: 'inline-flex' }, color: 'text.primary' }}>
                  {t(navLabelKey(item.label))}
                </Button>
              ))}
              <Button variant="contained" onClick={() => navigate(dashboardPath(session.role))} sx={{ ...NO_WRAP, display: { xs: 'none', sm: 'inline-flex' } }}>
                {t('common.nav.dashboard')}
              </Button>
              <Box sx={{ color: 'primary.main', flexShrink: 0 }}>
                <NotificationBell enabled={signedIn} />
              </Box>
              {plan.accountInBar ? (
                <Button color="inherit" onClick={logout} startIcon={<LogoutIcon />} sx={{ ...NO_WRAP, display: { xs: 'none', md: 'inline-flex' }, color: 'text.primary' }}>
                  {t('common.nav.logout')}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <>
              <Button
                variant="contained"
                endIcon={<ArrowDropDownIcon />}
                aria-haspopup="menu"
                aria-expanded={loginAnchor ? 'true' : undefined}
                onClick={(event: MouseEvent<HTMLElement>) => setLoginAnchor(event.currentTarget)}
                sx={{ ...NO_WRAP, display: { xs: 'none', md: 'inline-flex' } }}
              >
                {t('common.nav.login')}
              </Button>
              <Menu anchorEl={loginAnchor} open={Boolean(loginAnchor)} onClose={() => setLoginAnchor(null)}>
                {LOGIN_ITEMS.map((item) => (
                  <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setLoginAnchor(null)}>
                    {t(navLabelKey(item.label))}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}

          {/* on a phone the language's name alone (the icon's room goes to the brand) */}
          <LanguageSwitch sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }} />

          <IconButton
            aria-label={t('common.nav.openMenu')}
            onClick={() => setDrawerOpen(true)}
            // the account actions fold into the menu below md; the landing sections below lg, or always when signed in
            sx={{ flexShrink: 0, display: { xs: 'inline-flex', md: plan.menuButton.md ? 'inline-flex' : 'none', lg: plan.menuButton.lg ? 'inline-flex' : 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { 'aria-label': t('common.nav.menu') } }}>
        <Box sx={{ width: 280 }} role="presentation">
          {signedIn ? (
            <Box sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t('common.nav.welcome')}
              </Typography>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
            </Box>
          ) : null}
          {/* a div, not a ul: its entries are buttons, links and a divider, not list items */}
          <List component="div">
            {onLanding ? <ListSubheader component="div">{t('common.nav.onThisPage')}</ListSubheader> : null}
            {onLanding
              ? LANDING_SECTIONS.map((section) => (
                  <ListItemButton key={section.id} selected={activeSection === section.id} onClick={() => goToSection(section.id)}>
                    <ListItemText primary={t(section.labelKey)} />
                  </ListItemButton>
                ))
              : null}
            <Divider />
            {signedIn ? (
              <>
                {roleItems.map((item) => (
                  <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={() => setDrawerOpen(false)}>
                    <ListItemText primary={t(navLabelKey(item.label))} />
                  </ListItemButton>
                ))}
                <ListItemButton
                  onClick={() => {
                    setDrawerOpen(false);
                    navigate(dashboardPath(session.role));
                  }}
                >
                  <ListItemText primary={t('common.nav.dashboard')} />
                </ListItemButton>
                <ListItemButton onClick={logout}>
                  <ListItemText primary={t('common.nav.logout')} />
                </ListItemButton>
              </>
            ) : (
              <>
                <ListSubheader component="div">{t('common.nav.login')}</ListSubheader>
                {LOGIN_ITEMS.map((item) => (
                  <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={() => setDrawerOpen(false)}>
                    <ListItemText primary={t(navLabelKey(item.label))} />
                  </ListItemButton>
                ))}
              </>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}

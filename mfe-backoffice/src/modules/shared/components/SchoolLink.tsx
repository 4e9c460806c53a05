import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext, useLocation } from 'react-router-dom';
import { Button, Link } from '@mui/material';
import { useT } from '../../../i18n';
import { withSchool } from '../utils/schoolPage';

export interface SchoolLinkProps {
  code: string | null | undefined;
  /** What the link shows (the school's name or code); the code when absent. */
  children?: ReactNode;
  /** A grid cell's tab index (`params.tabIndex`): the link is reached by Tab from its focused cell. */
  tabIndex?: number;
}

/**
 * A school's name or code in a back-office list, as a link to its page (`?school=<code>` on the
 * same dashboard). The click stays the link's: the row's own click (its detail) does not follow.
 */
export function SchoolLink({ code, children, tabIndex }: SchoolLinkProps) {
  const routed = useInRouterContext();
  const text = children ?? code;
  // a list drawn outside the portal's router (a component's own test) shows the plain text
  if (!code || !routed) return <>{text}</>;
  return <RoutedSchoolLink code={code} tabIndex={tabIndex}>{text}</RoutedSchoolLink>;
}

function RoutedSchoolLink({ code, children, tabIndex }: SchoolLinkProps & { code: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={{ pathname: location.pathname, search: withSchool(location.search, code) }}
      tabIndex={tabIndex}
      title={t('backoffice.schoolPage.open', { code })}
      data-school-link={code}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

/**
 * The same link as a button, for a record's detail window (a phone shows the lists as cards, whose
 * whole surface opens the detail): `onOpen` closes the detail first.
 */
export function SchoolPageButton({ code, onOpen }: { code: string; onOpen?: () => void }) {
  return useInRouterContext() ? <RoutedSchoolPageButton code={code} onOpen={onOpen} /> : null;
}

function RoutedSchoolPageButton({ code, onOpen }: { code: string; onOpen?: () => void }) {
  const t = useT();
  const location = useLocation();
  return (
    <Button component={RouterLink} to={{ pathname: location.pathname, search: withSchool(location.search, code) }} onClick={onOpen} variant="outlined" size="small" data-school-page-button={code} sx={{ alignSelf: 'flex-start' }}>
      {t('backoffice.schoolPage.openButton')}
    </Button>
  );
}

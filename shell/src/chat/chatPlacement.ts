import type { Role } from '@hackathon/contracts';
import { ROUTE_TABLE } from '../routes/routeTable';

/** The back office's roles: they run the event, the participants' assistant is not for them. */
const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'region_admin', 'super_admin'];

/** The back office's pages (the routes the back-office remote renders), matched like the route table. */
const BACK_OFFICE_PATHS = ROUTE_TABLE.filter((route) => route.area === 'mfe_backoffice').map(
  (route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

/**
 * Whether the participants' chat assistant shows (issue 25): not on a back-office page and not for
 * a back-office user anywhere (it floated over every back-office screen, covering their controls).
 */
export function participantChatShown(pathname: string, role: Role | null | undefined): boolean {
  if (role && BACK_OFFICE_ROLES.includes(role)) return false;
  return !BACK_OFFICE_PATHS.some((path) => path.test(pathname));
}

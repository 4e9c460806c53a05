import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE, type ShellRoute } from './routeTable';

export { ROUTE_TABLE, areaOfPath } from './routeTable';
export type { RouteArea, ShellRoute } from './routeTable';

/** The table entry for a path, or null (the shell then redirects to /404). */
export function matchShellRoute(pathname: string, table: readonly ShellRoute[] = ROUTE_TABLE): ShellRoute | null {
  return table.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) ?? null;
}

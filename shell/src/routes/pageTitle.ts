import { useEffect } from 'react';
import type { MessageId } from '@hackathon/contracts';
import { useT } from '@hackathon/ui';

/** Each route's page name (WCAG 2.4.2: every screen has its own title), by its path in the route table. */
export const PAGE_TITLE_KEYS: Readonly<Record<string, MessageId>> = {
  '/': 'common.pageTitle.home',
  '/register': 'common.pageTitle.register',
  '/success': 'common.pageTitle.success',
  '/registration-closed': 'common.pageTitle.registrationClosed',
  '/login': 'common.pageTitle.schoolAdminLogin',
  '/team-login': 'common.pageTitle.teamLogin',
  '/region-admin-login': 'common.pageTitle.kvsAdminLogin',
  '/reset-team-password': 'common.pageTitle.resetTeamPassword',
  '/verify-email': 'common.pageTitle.verifyEmail',
  '/forgot-password': 'common.pageTitle.forgotPassword',
  '/reset-password': 'common.pageTitle.resetPassword',
  '/mentor-invitation': 'common.pageTitle.mentorInvitation',
  '/judge-invitation': 'common.pageTitle.judgeInvitation',
  '/verify': 'common.pageTitle.verifyCertificate',
  '/verify/:code': 'common.pageTitle.verifyCertificate',
  '/rulebook': 'common.pageTitle.rulebook',
  '/404': 'common.pageTitle.notFound',
  '/simple-team': 'common.pageTitle.teamDashboard',
  '/team-dashboard': 'common.pageTitle.teamDashboard',
  '/mentor-team': 'common.pageTitle.schoolDashboard',
  '/school-dashboard': 'common.pageTitle.schoolDashboard',
  '/dashboard': 'common.pageTitle.adminDashboard',
  '/registration/:id': 'common.pageTitle.registrationDetails',
  '/edit-registration/:id': 'common.pageTitle.editRegistration',
  '/super-admin-dashboard': 'common.pageTitle.superAdminDashboard',
  '/region-admin-dashboard': 'common.pageTitle.regionAdminDashboard',
  '/mentor-dashboard': 'common.pageTitle.mentorDashboard',
  '/judge': 'common.pageTitle.judge',
};

/**
 * Sets `document.title` to '<page> | AI & ML Hackathon' for a route of the table (by its path), in
 * the language of the moment: `useT` re-renders on a switch, so the title follows it.
 * A path with no entry leaves the title as it is.
 */
export function usePageTitle(routePath: string | null | undefined): void {
  const t = useT();
  const key = routePath ? PAGE_TITLE_KEYS[routePath] : undefined;
  const title = key ? t('common.pageTitle.format', { page: t(key) }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Exposed as mfe_public/Routes: every public page of the portal. The shell mounts this under its
 * router (BrowserRouter, theme, QueryClient, session and toasts come from the shell).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpinner, PrerenderHandoff } from '@hackathon/ui';

type Page = LazyExoticComponent<ComponentType>;

/** The form and a code's answer are one page (one chunk): the QR code leads to /verify/{code}. */
const VerifyCertificatePage = lazy(() => import(/* webpackChunkName: "route-verify" */ './modules/verify/pages/VerifyCertificatePage'));

/**
 * Each page is its own chunk, so the landing page does not carry the password wizard. Chunks are
 * named `route-<path>` ('/' is route-home): the shell preloads the first page's chunk together
 * with this remote's entry (shell/src/federation/start.ts), so keep the names when adding a page.
 */
const PAGES: Record<string, Page> = {
  '/': lazy(() => import(/* webpackChunkName: "route-home" */ './modules/landing/LandingPage')),
  '/rulebook': lazy(() => import(/* webpackChunkName: "route-rulebook" */ './modules/static/RulebookPage')),
  '/login': lazy(() => import(/* webpackChunkName: "route-login" */ './modules/auth/pages/LoginPage')),
  '/team-login': lazy(() => import(/* webpackChunkName: "route-team-login" */ './modules/auth/pages/TeamLoginPage')),
  '/region-admin-login': lazy(() => import(/* webpackChunkName: "route-region-admin-login" */ './modules/auth/pages/RegionAdminLoginPage')),
  '/register': lazy(() => import(/* webpackChunkName: "route-register" */ './modules/registration/pages/RegisterPage')),
  '/registration-closed': lazy(() => import(/* webpackChunkName: "route-registration-closed" */ './modules/registration/pages/RegistrationClosedPage')),
  '/success': lazy(() => import(/* webpackChunkName: "route-success" */ './modules/registration/pages/SuccessPage')),
  '/verify-email': lazy(() => import(/* webpackChunkName: "route-verify-email" */ './modules/registration/pages/VerifyEmailPage')),
  '/forgot-password': lazy(() => import(/* webpackChunkName: "route-forgot-password" */ './modules/passwords/pages/ForgotPasswordPage')),
  '/reset-password': lazy(() => import(/* webpackChunkName: "route-reset-password" */ './modules/passwords/pages/ResetPasswordPage')),
  '/reset-team-password': lazy(() => import(/* webpackChunkName: "route-reset-team-password" */ './modules/passwords/pages/ResetTeamPasswordPage')),
  '/mentor-invitation': lazy(() => import(/* webpackChunkName: "route-mentor-invitation" */ './modules/passwords/pages/MentorInvitationPage')),
  '/judge-invitation': lazy(() => import(/* webpackChunkName: "route-judge-invitation" */ './modules/passwords/pages/JudgeInvitationPage')),
  // a certificate's public verification (issue 28)
  '/verify': VerifyCertificatePage,
  '/verify/:code': VerifyCertificatePage,
  '/404': lazy(() => import(/* webpackChunkName: "route-404" */ './modules/static/NotFoundPage')),
};

/** The paths this remote owns (the shell routes them here). */
export const PUBLIC_PATHS = Object.keys(PAGES);

export default function PublicRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {/* commits with the page: a prerendered copy of it (ADR 0006) gives way in the same frame */}
      <PrerenderHandoff />
      <Routes>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* anything else that reaches this remote is unknown: the spec sends it to /404 */}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Exposed as mfe_public/Routes: every public page of the portal. The shell mounts this under its
 * router (BrowserRouter, theme, QueryClient, session and toasts come from the shell).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '@hackathon/ui';

type Page = LazyExoticComponent<ComponentType>;

/** Each page is its own chunk, so the landing page does not carry the password wizard. */
const PAGES: Record<string, Page> = {
  '/': lazy(() => import('./modules/landing/LandingPage')),
  '/rulebook': lazy(() => import('./modules/static/RulebookPage')),
  '/login': lazy(() => import('./modules/auth/pages/LoginPage')),
  '/team-login': lazy(() => import('./modules/auth/pages/TeamLoginPage')),
  '/region-admin-login': lazy(() => import('./modules/auth/pages/RegionAdminLoginPage')),
  '/register': lazy(() => import('./modules/registration/pages/RegisterPage')),
  '/registration-closed': lazy(() => import('./modules/registration/pages/RegistrationClosedPage')),
  '/success': lazy(() => import('./modules/registration/pages/SuccessPage')),
  '/verify-email': lazy(() => import('./modules/registration/pages/VerifyEmailPage')),
  '/forgot-password': lazy(() => import('./modules/passwords/pages/ForgotPasswordPage')),
  '/reset-password': lazy(() => import('./modules/passwords/pages/ResetPasswordPage')),
  '/reset-team-password': lazy(() => import('./modules/passwords/pages/ResetTeamPasswordPage')),
  '/404': lazy(() => import('./modules/static/NotFoundPage')),
};

/** The paths this remote owns (the shell routes them here). */
export const PUBLIC_PATHS = Object.keys(PAGES);

export default function PublicRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
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

import { PUBLIC_PATHS } from './Routes';

describe('mfe_public routes', () => {
  it('owns every public screen of the participant spec, plus the registration closed, invitation and certificate verification pages', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/',
        '/rulebook',
        '/login',
        '/team-login',
        '/region-admin-login',
        '/register',
        '/registration-closed',
        '/success',
        '/verify-email',
        '/forgot-password',
        '/reset-password',
        '/reset-team-password',
        '/mentor-invitation',
        '/judge-invitation',
        '/verify',
        '/verify/:code',
        '/404',
      ].sort(),
    );
  });
});

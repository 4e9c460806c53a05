import { MSG } from '@hackathon/contracts';
import { displayedValue, PASSWORD_MASK, teamCredentials } from './credentials';

describe('team credentials', () => {
  it('offers the Team Email and the password typed at this sign-in', () => {
    const [email, password] = teamCredentials(' team@x.test ', 'Typed1pass');
    expect(email).toEqual({ label: 'Team Email', value: 'team@x.test', fallback: MSG.teamEmailNotSet, secret: false });
    expect(password).toMatchObject({ label: 'Password', value: 'Typed1pass', secret: true });
  });

  it('masks the password until it is shown, with a mask that does not reveal its length', () => {
    const [, password] = teamCredentials(null, 'Typed1pass');
    expect(displayedValue(password!, false)).toBe(PASSWORD_MASK);
    expect(displayedValue(teamCredentials(null, 'Ab1')[1]!, false)).toBe(PASSWORD_MASK);
    expect(displayedValue(password!, true)).toBe('Typed1pass');
  });

  it('says the password is hidden (and who can reset it) when this tab did not see it typed', () => {
    const [email, password] = teamCredentials(null, null);
    expect(password!.value).toBeNull();
    expect(displayedValue(password!, true)).toBe(MSG.teamPasswordHidden);
    expect(MSG.teamPasswordHidden).toMatch(/school administrator can reset it/);
    expect(displayedValue(email!, false)).toBe(MSG.teamEmailNotSet);
  });
});

import { currentLocale, translate, type FirstScreenData, type Mentor, type Registration, type Team } from '@hackathon/contracts';
import { markupText } from '@hackathon/ui/testing';
import { renderFirstScreen } from './render';

const registration = {
  _id: 'r1',
  schoolCode: '1001',
  kvCode: '1001',
  kvName: 'KV One',
  paymentStatus: 'verified',
  district: 'Agra',
  region: 'Agra',
  zone: 'N',
  registrationTimestamp: '2025-01-01T20:00:00.000Z', // 1 Jan in UTC, 2 Jan in India
} as Registration;
const mentors = [
  { _id: 'm1', mentorId: 'MNT-1', name: 'Asha Verma', isActive: true, assignedTeams: ['t1'], account: { state: 'invited', invitedAt: '2026-11-27T20:00:00Z', lastSignInAt: null } },
  { _id: 'm2', mentorId: 'MNT-2', name: 'Ravi Rao', isActive: true, assignedTeams: [], account: { state: 'not_invited', invitedAt: null, lastSignInAt: null } },
] as unknown as Mentor[];
const member = { name: 'S' };
const teams = [
  { _id: 't1', teamId: 'A1001JR1', teamName: 'Robo Rangers', category: 'jr', members: [member, member] },
  { _id: 't2', teamId: 'A1001JR2', teamName: 'Byte Club', category: 'jr', members: [member] },
  { _id: 't3', teamId: 'A1001SR1', teamName: 'Deep Thinkers', category: 'sr', members: [member, member, member] },
] as unknown as Team[];

const fixture: FirstScreenData = { schoolCode: '1001', registration, mentors, teams };

describe('renderFirstScreen', () => {
  const html = renderFirstScreen(fixture);
  const text = markupText(html);

  it("shows the school, its code and the cards' figures as the page does", () => {
    expect(text).toContain('KV One');
    expect(text).toContain('Code: 1001');
    expect(text).toContain('Mentors 2/2');
    expect(text).toContain('Assigned: 1 · Available: 2');
    expect(text).toContain('Teams 3/4');
    expect(text).toContain('Junior: 2 · Senior: 1');
    expect(text).toContain('Students: 6/20');
    expect(text).toContain('Status Active');
    expect(html).toMatch(/data-testid="payment-status-chip"[^>]*>(?:<style[^>]*>[^<]*<\/style>)?<span[^>]*>Verified</);
    expect(text).toContain('Loading mentors and teams…');
  });

  it("in Hindi (the device's language cookie): the same screen in Hindi, then English again for the next render", () => {
    const hindi = markupText(renderFirstScreen(fixture, 'hi'));
    expect(hindi).toContain('KV One');
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toContain('Loading mentors and teams…');
    expect(currentLocale()).toBe('en');
    expect(translate('school.firstScreen.loading')).toBe('Loading mentors and teams…');
    expect(markupText(renderFirstScreen(fixture))).toContain('Loading mentors and teams…');
  });

  it('carries its own styles and no script', () => {
    expect(html).toMatch(/<style data-prerendered="" data-emotion="fs [^"]+">/);
    expect(html).not.toMatch(/<style data-emotion=/); // every emotion tag is marked for the hand-off
    expect(html).toMatch(/class="[^"]*\bfs-/);
    expect(html.toLowerCase()).not.toContain('<script');
  });

  it('is frozen: Refresh disabled and the refresh time as dashes', () => {
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>)[\s\S])*Refresh/);
    expect(text).toContain('Last updated: --');
  });

  it("shows the registration date in India's time zone, as the page itself does", () => {
    expect(text).toContain('Registration date 2 Jan 2025');
  });

  it('writes every rule again on the next render (a cache per render)', () => {
    expect(renderFirstScreen(fixture)).toBe(html);
  });

  it('escapes a hostile school name', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const out = renderFirstScreen({ ...fixture, registration: { ...registration, kvName: hostile } });
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markupText(out)).toContain(hostile);
  });

  it('shows the code and the cards of a school without a registration, as the page does after its 404', () => {
    const html = renderFirstScreen({ ...fixture, registration: null });
    const out = markupText(html);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Try again/);
    expect(out).toContain('School 1001');
    expect(out).toContain('Code: 1001');
    expect(out).toContain('Mentors 2/2');
    expect(out).toContain('Teams 3/4');
    expect(out).toContain('Unknown');
    expect(out).not.toContain('Not Submitted');
    expect(out).toContain('School data not found');
    expect(out).toContain('Status Error');
  });
});

/**
 * Issue 24, in Hindi: a school registers, gets its verification mail in Hindi, verifies and signs
 * in; a school admin adds a team and gets the form's messages and the server's in Hindi; a team reads
 * its dashboard; a payment verdict reaches a Hindi school admin in Hindi (mail and bell) while the
 * super admin works in English; and switching back to English on a page changes its texts with no
 * reload. Every screen in Hindi, with axe at both widths: accessibility.e2e.ts.
 */
import { API_MSG, EVENT, MSG, STORAGE_KEYS } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { regionWithUnregisteredSchools, submittedPayment, superAdminToken, unregisteredSchoolsOf } from '../support/back-office';
import { demoTeam, findUnregisteredSchool, setLocks, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, toastText } from '../support/flows';
import { api, extractLink, mailTo, newPage, strongPassword, uniqueEmail } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';
import { DEVANAGARI, hi, inHindi, keepAccountLanguage, startsWith } from '../support/i18n';

/** A page whose device chose Hindi before it opened (as a reader who switched on an earlier visit). */
async function hindiPage(): Promise<Page> {
  const page = await newPage();
  await page.addInitScript(([key]) => {
    if (!sessionStorage.getItem('hindi-journey-started')) {
      sessionStorage.setItem('hindi-journey-started', '1');
      localStorage.setItem(key!, 'hi');
    }
  }, [STORAGE_KEYS.language]);
  return page;
}

async function expectHindi(page: Page): Promise<void> {
  await page.waitForSelector('html[lang="hi"]', { timeout: 20_000 });
}

/** Polls `done` every 200 ms for up to 10 s. */
async function waitFor(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 200) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`waited 10 s for ${what}`);
}

/** /login in Hindi: the labels and the button are the catalogue's Hindi. */
async function signInInHindi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(startsWith(hi('common.signIn.email'))).fill(email);
  await page.getByLabel(startsWith(hi('common.signIn.password'))).and(page.locator('input')).fill(password);
  await page.getByRole('main').getByRole('button', { name: hi('common.signIn.submit'), exact: true }).click();
}

describe('the portal in Hindi (issue 24)', () => {
  test('a school registers in Hindi: the verification mail is in Hindi; it verifies and signs in', async () => {
    const school = await findUnregisteredSchool();
    const email = uniqueEmail('hindi');
    const password = strongPassword();
    const page = await newPage();

    // the switch in the navigation bar, on the landing page
    await page.goto('/');
    await page.getByTestId('language-switch').click();
    await expectHindi(page);
    await expectVisible(page.getByRole('navigation').getByText(hi('common.nav.login')).first());

    await page.goto('/register');
    await expectHindi(page);
    await page.getByLabel(startsWith(hi('public.reg.code'))).fill(school.kvCode);
    await page.getByRole('button', { name: hi('public.reg.findBtn') }).click();
    const schoolName = page.getByLabel(hi('public.school.name'), { exact: true });
    await expectVisible(schoolName);
    expect(await schoolName.inputValue()).toBe(school.kvName);
    await page.getByLabel(startsWith(hi('public.reg.fullName'))).fill('आशा वर्मा');
    await page.getByLabel(startsWith(hi('public.f.email'))).fill(email);
    await page.getByLabel(startsWith(hi('public.reg.contact'))).fill('9876543210');
    await page.getByLabel(startsWith(hi('public.f.password')), { exact: false }).first().fill(password);
    await page.getByLabel(startsWith(hi('public.reg.confirm'))).fill(password);
    await page.getByRole('checkbox').first().check();
    await expectNoSeriousA11yViolations(page, '/register in Hindi, filled');
    await page.getByRole('button', { name: hi('public.reg.submit') }).click();

    await expectPath(page, '/success');
    await expectVisible(page.getByText(hi('public.ok.chip')));
    await expectNoSeriousA11yViolations(page, '/success in Hindi');

    // the mail was asked for from a Hindi page: it is in Hindi
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toMatch(DEVANAGARI);
    await page.goto(extractLink(mail, '/verify-email'));
    await expectVisible(page.getByText(hi('public.verify.done')));
    await page.getByRole('link', { name: hi('public.go.login') }).or(page.getByRole('button', { name: hi('public.go.login') })).click();
    await expectPath(page, '/login');
    await expectNoSeriousA11yViolations(page, '/login in Hindi');

    await signInInHindi(page, email, password);
    await expectPath(page, '/mentor-team');
    await expectVisible(page.getByRole('tab', { name: hi('school.tabs.password') }));
    await expectVisible(page.getByRole('tab', { name: hi('school.tabs.payment') }));
    await expectVisible(page.getByText(school.kvName).first());
    await expectNoSeriousA11yViolations(page, '/mentor-team in Hindi');
  });

  test('a school admin adds a team in Hindi: the form and the server answer in Hindi; English again with no reload', async () => {
    await setLocks({ teamsLocked: false });
    const admin = await verifiedSchoolAdmin();
    const page = await hindiPage();
    await page.goto('/login');
    await expectHindi(page);
    await signInInHindi(page, admin.email, admin.password);
    await expectPath(page, '/mentor-team');

    await page.getByRole('tab', { name: startsWith(hi('school.tabs.teams', { count: 0, max: 4 })) }).click();
    await page.getByRole('button', { name: hi('school.teams.addNew') }).click();
    const dialog = page.getByRole('dialog', { name: hi('school.teams.form.addTitle') });
    await expectVisible(dialog);
    // nothing filled in: the form's own messages, in Hindi
    await dialog.getByRole('button', { name: hi('school.teams.form.create') }).click();
    await expectVisible(dialog.getByText(inHindi(() => MSG.required)).first());
    await expectNoSeriousA11yViolations(page, 'Add New Team in Hindi, with its messages', DIALOG);

    const stamp = Date.now().toString(36).toUpperCase();
    await dialog.getByLabel(startsWith(hi('views.team.name'))).fill(`कोडर्स ${stamp}`);
    await dialog.getByLabel(startsWith(hi('common.signIn.password'))).and(page.locator('input')).first().fill('Team-pass-42');
    const member = dialog.getByRole('group').first();
    await member.getByLabel(startsWith(hi('school.teams.form.studentName'))).fill('रवि कुमार');
    await member.getByLabel(startsWith(hi('school.teams.form.studentId'))).fill(`ST${stamp}`);
    await member.getByLabel(startsWith(hi('school.teams.form.class'))).click();
    await page.getByRole('option', { name: hi('views.members.classOption', { value: 9 }) }).click();
    await member.getByLabel(startsWith(hi('school.teams.form.fathersName'))).fill('मोहन कुमार');
    await member.getByLabel(startsWith(hi('school.teams.form.gender'))).click();
    await page.getByRole('option', { name: hi('gender.male') }).click();
    await dialog.getByRole('button', { name: hi('school.teams.form.create') }).click();
    // the server's message, in the language the page asked for
    await expectVisible(toastText(page, inHindi(() => API_MSG.teamCreated)));
    await dialog.waitFor({ state: 'detached' });

    // back to English on the same page: every text changes, the page is not loaded again
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.getByTestId('language-switch').click();
    await page.waitForSelector('html[lang="en"]');
    await expectVisible(page.getByRole('tab', { name: 'Password Change' }));
    await expectVisible(page.getByRole('button', { name: 'Add New Team' }));
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    const main = await page.locator('main').innerText();
    // the only Devanagari left is data: the team's and the student's names typed in Hindi
    const hindiWords = (main.match(/[\u0900-\u097F]+/g) ?? []).filter((word) => !['कोडर्स', 'रवि', 'कुमार', 'मोहन'].includes(word));
    expect(hindiWords).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe('en');
  });

  test('the rulebook in Hindi: its Hindi PDF downloads', async () => {
    const page = await hindiPage();
    await page.goto('/rulebook');
    await expectHindi(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: hi('event.document.rulebook') }));
    const download = page.getByRole('link', { name: hi('public.rulebook.download') });
    expect(await download.getAttribute('href')).toBe('/docs/hi/rulebook.pdf');
    const pdf = await page.request.get('/docs/hi/rulebook.pdf');
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('NotoSansDevanagari');
  });

  test('a team reads its dashboard in Hindi', async () => {
    const team = demoTeam();
    const page = await hindiPage();
    // the demo team signs in to the English journeys too: its account keeps its language
    await keepAccountLanguage(page);
    await page.goto('/team-login');
    await expectHindi(page);
    await page.getByLabel(startsWith(hi('public.f.teamId'))).fill(team.teamId);
    await page.getByLabel(startsWith(hi('public.f.password'))).and(page.locator('input')).fill(team.password);
    await page.getByRole('main').getByRole('button', { name: hi('public.signIn'), exact: true }).click();
    await expectPath(page, '/simple-team');
    await expectVisible(page.getByText(team.teamId).first());
    await expectHindi(page);
    const main = await page.locator('main').innerText();
    expect(main).toMatch(DEVANAGARI);
    await expectNoSeriousA11yViolations(page, '/simple-team in Hindi');
  });

  test("a payment verdict reaches a Hindi school admin in Hindi (mail and bell) while the super admin's answer is English", async () => {
    const region = await regionWithUnregisteredSchools(1);
    const [school] = await unregisteredSchoolsOf(region, 1);
    const stamp = `HI${Date.now().toString(36).toUpperCase()}`;
    const payment = await submittedPayment(school!, 'png', { referenceNumber: `${stamp}R`, receiptNumber: `${stamp}U` });

    // the school admin signs in on a Hindi device: the account keeps Hindi
    const page = await hindiPage();
    await page.goto('/login');
    await expectHindi(page);
    await signInInHindi(page, payment.school.email, payment.school.password);
    await expectPath(page, '/mentor-team');
    await waitFor(async () => (await api<{ user: { language: string | null } }>('/auth/verify', { token: payment.token })).body.data?.user.language === 'hi', 'the account to keep Hindi');

    const verified = await api<unknown>(`/payment-verification/verify/${payment.registrationId}`, { method: 'PUT', token: await superAdminToken(), body: {} });
    expect(verified.status).toBe(200);
    expect(verified.body.message).not.toMatch(DEVANAGARI);

    const mail = await mailTo(payment.school.email, { subject: inHindi(() => hi('mail.verdict.subject.verified', { event: EVENT.name })) });
    expect(mail.text).toMatch(DEVANAGARI);
    expect(mail.text).toContain(payment.referenceNumber);

    await page.reload();
    await expectHindi(page);
    // at least the verdict is unread (a journey running beside this one may have notified every user too)
    const unread = hi('common.notifications.unreadLabel', { count: 0 }).replace(/^0/, '');
    const bell = page.getByRole('button', { name: new RegExp(`^[1-9]\\d*${unread}$`) });
    await expectVisible(bell);
    await bell.click();
    await expectVisible(page.getByRole('menu').or(page.getByRole('dialog')).or(page.getByRole('presentation')).getByText(DEVANAGARI).first());
    await expectNoSeriousA11yViolations(page, 'the bell in Hindi with the verdict');
  });
});

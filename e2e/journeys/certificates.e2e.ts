/**
 * Issue 28: certificates from end to end. The admin issues the regional-qualifier batch to the
 * members of the teams at phase 2 of one school (the preview shows the count) and the job makes
 * them; the team downloads a member's certificate on /simple-team, the QR code printed in the PDF
 * reads as /verify/{code} and that page says valid; the admin revokes it and the page says revoked;
 * the school admin corrects a member's name (in Devanagari), the admin re-issues that member's
 * certificate, the old code says superseded and the new Hindi PDF carries the corrected name.
 */
import { CERTIFICATES_API, type CertificateBatchesPage, type CertificatesPage } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { adminToken, openSection, schoolWithTeams, signedInAdminPage } from '../support/admin';
import { downloadOf } from '../support/back-office';
import { expectPath, expectVisible, signInOnLoginPage, signInOnTeamLoginPage } from '../support/flows';
import { api, newPage, portalUrl } from '../support/harness';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { decodePdfQr, readPdfText } = require('../../tools/test/pdf-reading.cjs') as typeof import('../../tools/test/pdf-reading.cjs');

const PHONE = { width: 390, height: 844 };

/** Waits until every batch on the first page is done (the job runs in the portal's API). */
async function batchesDone(token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await api<CertificateBatchesPage>(CERTIFICATES_API.batches.path(), { token });
    const batches = res.body.data?.batches ?? [];
    if (batches.length > 0 && batches.every((batch) => batch.state === 'done')) return;
    if (batches.some((batch) => batch.state === 'failed')) throw new Error(`a batch failed: ${JSON.stringify(batches)}`);
    if (Date.now() > deadline) throw new Error(`batches not done: ${JSON.stringify(batches)}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function verifyPageSays(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expectVisible(page.getByRole('heading', { name: title }));
}

describe('certificates', () => {
  test('issue a batch, download and verify by QR, revoke, correct a name and re-issue', async () => {
    const stamp = Date.now().toString(36);
    const { school, teams } = await schoolWithTeams(2, { category: 'sr', stamp });
    const schoolCode = school.school.kvCode;
    const admin = await adminToken();
    // both teams reach phase 2, as the regional round's qualifiers
    const promoted = await api('/teams/phases/promote-phase2', { token: admin, body: { teamIds: teams.map((team) => team._id) } });
    expect(promoted.status).toBe(200);

    // ---- the admin previews and issues the regional-qualifier batch for this school's phase-2 teams
    const adminPage = await signedInAdminPage();
    await openSection(adminPage, 'certificates');
    const issueForm = adminPage.getByRole('region', { name: 'Issue a batch' });
    await issueForm.getByRole('combobox', { name: 'Certificate kind' }).click();
    await adminPage.getByRole('option', { name: 'Regional round qualifier' }).click();
    await issueForm.getByRole('combobox', { name: 'Teams that reached' }).click();
    await adminPage.getByRole('option', { name: 'Phase 2 or beyond' }).click();
    await issueForm.getByRole('textbox', { name: 'School codes' }).fill(schoolCode);
    await issueForm.getByRole('button', { name: 'Preview', exact: true }).click();
    // one member per team (the fixture's leader): 2 certificates
    await expectVisible(issueForm.getByText(/^2 certificates to issue: 2 new/));
    await issueForm.getByRole('button', { name: 'Issue 2 certificates' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Issue 2 certificates?' });
    await confirm.getByRole('button', { name: /^(Issue|Confirm)/ }).last().click();
    // the batch's progress: made and told by the job
    await expectVisible(adminPage.getByRole('region', { name: 'Batches' }).getByText('PDFs made: 2 of 2'), 60_000);
    await batchesDone(admin);

    // ---- the team downloads its member's certificate on a phone
    const team = teams[0]!;
    const teamPage = await newPage();
    await teamPage.setViewportSize(PHONE);
    await signInOnTeamLoginPage(teamPage, team.teamId, team.password);
    const card = teamPage.getByRole('region', { name: 'Certificates' });
    await expectVisible(card.getByText('Regional round qualifier').first());
    const pdf = await downloadOf(teamPage, () => card.getByRole('button', { name: 'Download (English)' }).first().click());
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdfText(pdf.bytes);
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain(school.school.kvName ?? '');

    // ---- the QR code in the PDF leads to the public page, which says valid
    const scanned = await decodePdfQr(pdf.bytes);
    expect(scanned).not.toBeNull();
    const verifyUrl = new URL(scanned!);
    expect(verifyUrl.pathname).toMatch(/^\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const code = verifyUrl.pathname.split('/').pop()!;
    expect(text).toContain(code);
    const visitor = await newPage();
    await verifyPageSays(visitor, verifyUrl.pathname, 'Valid certificate');
    await expectVisible(visitor.getByText('Ravi Kumar').first());
    expect(new URL(portalUrl()).host).toBe(verifyUrl.host);

    // ---- the admin revokes it: the page says revoked
    const listed = await api<CertificatesPage>(`${CERTIFICATES_API.list.path()}?search=${code}`, { token: admin });
    const certificate = listed.body.data!.certificates[0]!;
    await adminPage.reload();
    await openSection(adminPage, 'certificates');
    await adminPage.getByLabel('Search by holder, number, code or school').fill(code);
    await adminPage.getByRole('button', { name: `Revoke certificate ${certificate.number} of Ravi Kumar` }).click();
    const revoke = adminPage.getByRole('dialog', { name: 'Revoke certificate' });
    await revoke.getByRole('textbox').fill('Issued to the wrong team by mistake');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await revoke.waitFor({ state: 'detached' });
    await verifyPageSays(visitor, verifyUrl.pathname, 'Revoked certificate');

    // ---- the school admin corrects the other team's member's name; the admin re-issues its certificate
    const other = teams[1]!;
    const schoolPage = await newPage();
    await schoolPage.goto('/login');
    await signInOnLoginPage(schoolPage, school.email, school.password);
    await expectPath(schoolPage, '/mentor-team');
    await schoolPage.getByRole('tab', { name: /^Teams/ }).click();
    await schoolPage.getByRole('button', { name: `Edit ${other.teamName}` }).click();
    const edit = schoolPage.getByRole('dialog', { name: 'Edit Team' });
    await edit.getByRole('group', { name: 'Member 1' }).getByLabel(/^Student Name/).fill('रवि कुमार');
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await edit.waitFor({ state: 'detached' });
    const before = (await api<CertificatesPage>(`${CERTIFICATES_API.list.path()}?schoolCode=${schoolCode}&status=valid&search=${other.teamId}`, { token: admin })).body.data!.certificates[0]!;
    await adminPage.getByLabel('Search by holder, number, code or school').fill(before.code);
    await adminPage.getByRole('button', { name: `Re-issue certificate ${before.number} of Ravi Kumar` }).click();
    const reissue = adminPage.getByRole('dialog', { name: 'Re-issue certificate' });
    await reissue.getByRole('button', { name: /^(Re-issue|Confirm)/ }).last().click();
    await reissue.waitFor({ state: 'detached' });
    await verifyPageSays(visitor, `/verify/${before.code}`, 'Superseded certificate');

    // the new certificate, in Hindi, carries the corrected name in Devanagari
    const after = (await api<CertificatesPage>(`${CERTIFICATES_API.list.path()}?schoolCode=${schoolCode}&status=valid&search=${other.teamId}`, { token: admin })).body.data!.certificates[0]!;
    expect(after.holderName).toBe('रवि कुमार');
    const hindi = await fetch(`${portalUrl()}/api${CERTIFICATES_API.file.path(after._id)}?language=hi`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(hindi.status).toBe(200);
    expect(readPdfText(Buffer.from(await hindi.arrayBuffer()))).toContain('रवि कुमार');
    await verifyPageSays(visitor, `/verify/${after.code}`, 'Valid certificate');
  });
});

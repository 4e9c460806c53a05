/**
 * The admin finds a school's registration by searching its name in Registration Management, opens
 * the detail modal and the /registration/{id} page, changes the contact person on
 * /edit-registration/{id} and sees the change. A save based on an older read (someone else saved
 * first) is refused with the server's message, through the API and on the page. The Activity
 * section lists the edits.
 */
import { API_MSG, type Registration } from '@hackathon/contracts';
import { activityEntries, adminToken, expectActivityShows, gridRow, searchBox, signedInAdminPage } from '../support/admin';
import { verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

describe('admin: registrations', () => {
  test('search by school name -> details (modal, page) -> edit the contact -> a stale edit is refused', async () => {
    const school = await verifiedSchoolAdmin();
    const token = await adminToken();
    const read = await api<Registration>(`/registration/by-kv/${school.school.kvCode}`, { token });
    expect(read.status).toBe(200);
    const original = read.body.data!;
    const id = original._id;

    // ---- Registration Management: search by the school's name, open the row's details
    const page = await signedInAdminPage();
    await page.goto('/dashboard?section=registration');
    await expectVisible(page.getByRole('heading', { name: 'Registration Management' }));
    await searchBox(page).fill(school.school.kvName);
    const row = gridRow(page, school.school.kvCode).filter({ hasText: school.fullName });
    await expectVisible(row);
    await row.first().click();
    const detail = page.getByRole('dialog', { name: school.school.kvName });
    await expectVisible(detail);
    await expectVisible(detail.getByText(school.email));
    await expectVisible(detail.getByText('Payment status:'));
    await expectNoSeriousA11yViolations(page, 'registration details dialog', DIALOG);

    // ---- the details page, then the edit page
    await detail.getByRole('button', { name: 'Open Page' }).click();
    await expectPath(page, `/registration/${id}`);
    await expectVisible(page.getByRole('heading', { name: school.school.kvName }));
    await expectVisible(page.getByTestId('payment-status'));
    await expectVisible(page.getByRole('link', { name: 'Back to Dashboard' }));
    await expectNoSeriousA11yViolations(page, '/registration/:id');
    await page.getByRole('link', { name: 'Edit Registration' }).click();
    await expectPath(page, `/edit-registration/${id}`);

    const newName = `Meera Iyer ${Date.now().toString(36)}`;
    const nameField = page.getByLabel(/^Contact Person/);
    await expectVisible(nameField);
    expect(await nameField.inputValue()).toBe(school.fullName);
    await nameField.fill(newName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toastText(page, API_MSG.registrationUpdated));
    await expectPath(page, `/registration/${id}`);
    await expectVisible(page.getByText(newName, { exact: true }));

    // ---- a second edit sent with the updatedAt read before the first: refused, nothing written
    const stale = await api<Registration>(`/registration/${id}`, { method: 'PUT', token, body: { fullName: 'Stale Writer', updatedAt: original.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MSG.registrationStale);
    const after = await api<Registration>(`/registration/${id}`, { token });
    expect(after.body.data?.fullName).toBe(newName);

    // ---- the same on the page: the form was opened, someone else saves first, then Save
    await page.getByRole('link', { name: 'Edit Registration' }).click();
    await expectPath(page, `/edit-registration/${id}`);
    await expectVisible(page.getByLabel(/^Contact Person/));
    const other = await api<Registration>(`/registration/${id}`, {
      method: 'PUT',
      token,
      body: { contactNumber: '9876501234', updatedAt: after.body.data!.updatedAt },
    });
    expect(other.status).toBe(200);
    await page.getByLabel(/^Contact Person/).fill(`${newName} Jr`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: API_MSG.registrationStale }));
    await expectNoSeriousA11yViolations(page, '/edit-registration/:id with the stale-edit error');
    const kept = await api<Registration>(`/registration/${id}`, { token });
    expect(kept.body.data).toMatchObject({ fullName: newName, contactNumber: '9876501234' });

    // ---- Activity: the edits of this school's registration
    const entries = await activityEntries(token, { schoolCode: school.school.kvCode, entityType: 'registration' });
    expect(entries.filter((entry) => entry.action === 'registration.updated' && entry.entityId === id)).toHaveLength(2);
    await page.goto('/dashboard');
    await expectActivityShows(page, { schoolCode: school.school.kvCode }, ['registration.updated']);
  });
});

/**
 * The admin creates a notification for everyone in Notifications; a school admin finds it in the
 * bell and marks it read (the unread badge drops), which is theirs alone: the admin's own copy
 * stays unread. The Activity section lists the creation.
 */
import { NOTIFICATION_MSG, type NotificationItem } from '@hackathon/contracts';
import { activityEntries, adminToken, expectActivityShows, gridRow, openSection, signedInAdminPage } from '../support/admin';
import { signInToken, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage, toastText } from '../support/flows';
import { api, newPage } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

describe('admin: notifications', () => {
  test('create (all users) -> a school admin sees it in the bell and marks it read', async () => {
    // a school admin whose bell holds nothing unread yet (other journeys may have notified everyone)
    const school = await verifiedSchoolAdmin();
    const schoolToken = await signInToken(school.email, school.password);
    const mark = await api('/notifications/user/mark-all-read', { method: 'PUT', token: schoolToken });
    expect(mark.status).toBe(200);

    // ---- the admin creates one for all users
    const title = `Hackathon update ${Date.now().toString(36)}`;
    const message = 'Phase 2 results are out. Check your team dashboard.';
    const page = await signedInAdminPage();
    await openSection(page, 'notifications');
    await page.getByTestId('section-notifications').getByRole('button', { name: 'Create Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    await expectVisible(dialog);
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Message/).fill(message);
    expect(await dialog.getByRole('radio', { name: 'All users' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Create Notification dialog', DIALOG);
    await dialog.getByRole('button', { name: 'Create Notification' }).click();
    await expectVisible(toastText(page, NOTIFICATION_MSG.created));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(gridRow(page, title));

    // ---- the school admin's bell: one unread, then none after marking it read
    const schoolPage = await newPage();
    await schoolPage.goto('/login');
    await signInOnLoginPage(schoolPage, school.email, school.password);
    await expectPath(schoolPage, '/mentor-team');
    const bell = schoolPage.getByRole('button', { name: /notifications$/i });
    await expectVisible(schoolPage.getByRole('button', { name: '1 unread notifications' }));
    await bell.click();
    const panel = schoolPage.getByRole('presentation').filter({ has: schoolPage.getByRole('heading', { name: 'Notifications' }) });
    const item = panel.getByRole('button').filter({ hasText: title });
    await expectVisible(item);
    await expectVisible(item.getByText(message));
    await expectNoSeriousA11yViolations(schoolPage, 'notifications panel', DIALOG);
    await item.click();
    // the item moves to the Read section; closed, the bell shows no unread count
    await expectVisible(panel.getByText('Read', { exact: true }));
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await expectVisible(schoolPage.getByRole('button', { name: 'Notifications', exact: true }));
    await schoolPage.context().close();

    // read per reader: the school admin's copy is read, the admin's is not
    const theirs = await api<NotificationItem[]>('/notifications/user', { token: schoolToken });
    expect(theirs.body.data?.find((n) => n.title === title)?.isRead).toBe(true);
    const token = await adminToken();
    const admins = await api<NotificationItem[]>('/notifications/user', { token });
    expect(admins.body.data?.find((n) => n.title === title)?.isRead).toBe(false);

    // ---- Activity: the creation
    const created = admins.body.data!.find((n) => n.title === title)!;
    const entries = await activityEntries(token, { entityType: 'notification', action: 'notification.created' });
    expect(entries.some((entry) => entry.entityId === created._id)).toBe(true);
    await expectActivityShows(page, { record: 'Notification' }, ['notification.created']);
  });
});

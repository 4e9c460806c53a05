import { NOTIFICATION_MSG, NOTIFICATION_TITLE_MAX } from '@hackathon/contracts';
import { checkNotificationForm, newNotificationForm, toCreateInput } from './notificationForm';
import { excerpt, notificationStats } from './notificationView';
import { NOTIFICATION_STATS } from '../testing/fixtures';

const filled = () => ({ ...newNotificationForm(), title: ' Bootcamp ', message: ' Starts Monday ' });

describe('checkNotificationForm', () => {
  it("needs a title and a message ('Please fill in all required fields')", () => {
    expect(checkNotificationForm(newNotificationForm())).toEqual({
      error: 'Please fill in all required fields',
      fields: { title: 'Please fill in all required fields', message: 'Please fill in all required fields' },
    });
    expect(checkNotificationForm({ ...filled(), message: '   ' }).error).toBe('Please fill in all required fields');
  });

  it('accepts a filled form', () => {
    expect(checkNotificationForm(filled())).toEqual({ fields: {} });
  });

  it('refuses a title longer than the API takes', () => {
    expect(checkNotificationForm({ ...filled(), title: 'x'.repeat(NOTIFICATION_TITLE_MAX + 1) }).fields.title).toBe(NOTIFICATION_MSG.titleText);
  });

  it('refuses a target that reaches nobody (regions with only region-less roles)', () => {
    const check = checkNotificationForm({ ...filled(), audience: 'custom', roles: ['admin'], regions: ['Agra'] });
    expect(check.error).toBe(NOTIFICATION_MSG.targetReachesNobody);
  });
});

describe('toCreateInput', () => {
  it('sends everyone by default (no target)', () => {
    expect(toCreateInput(filled())).toEqual({ title: 'Bootcamp', message: 'Starts Monday', type: 'info', priority: 'medium' });
  });

  it('sends the picked roles and regions', () => {
    expect(toCreateInput({ ...filled(), audience: 'custom', roles: ['school_admin'], regions: ['Agra'], type: 'warning', priority: 'high' })).toEqual({
      title: 'Bootcamp',
      message: 'Starts Monday',
      type: 'warning',
      priority: 'high',
      target: { roles: ['school_admin'], regions: ['Agra'] },
    });
  });

  it('treats a custom audience with nothing picked as everyone', () => {
    expect(toCreateInput({ ...filled(), audience: 'custom' }).target).toBeUndefined();
  });
});

describe('notification view', () => {
  it('reads the stats into tiles', () => {
    const tiles = Object.fromEntries(notificationStats(NOTIFICATION_STATS).map((t) => [t.key, t]));
    expect(tiles.total.value).toBe('12');
    expect(tiles.active.filter).toEqual({ key: 'status', value: 'active' });
    expect(tiles['read-rate'].value).toBe('25%');
    expect(tiles['read-rate'].subtitle).toBe('500 reads of 2,000 deliveries');
    expect(notificationStats(undefined).every((t) => t.value === '—')).toBe(true);
  });

  it('shortens long messages', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('a'.repeat(100), 10)).toBe('aaaaaaaaa…');
  });
});

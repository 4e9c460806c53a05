import { formatNotificationTime, markAllRead, markRead, notificationsFromData, splitNotifications, unreadBadgeLabel } from './model';

const NOW = Date.parse('2025-10-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

describe('notification time display', () => {
  it('follows the spec thresholds', () => {
    expect(formatNotificationTime(hoursAgo(0), NOW)).toBe('Just now');
    expect(formatNotificationTime(hoursAgo(0.99), NOW)).toBe('Just now');
    expect(formatNotificationTime(hoursAgo(1), NOW)).toBe('1 hour ago');
    expect(formatNotificationTime(hoursAgo(5), NOW)).toBe('5 hours ago');
    expect(formatNotificationTime(hoursAgo(23.9), NOW)).toBe('23 hours ago');
    expect(formatNotificationTime(hoursAgo(24), NOW)).toBe('Yesterday');
    expect(formatNotificationTime(hoursAgo(47.9), NOW)).toBe('Yesterday');
    expect(formatNotificationTime('2025-10-01T09:00:00Z', NOW)).toBe('1 Oct 2025');
  });

  it('shows nothing for a missing or invalid date, and Just now for clock skew', () => {
    expect(formatNotificationTime(undefined, NOW)).toBe('');
    expect(formatNotificationTime('not a date', NOW)).toBe('');
    expect(formatNotificationTime(hoursAgo(-2), NOW)).toBe('Just now');
  });
});

describe('unread badge', () => {
  it('caps at 9+', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-3)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });
});

describe('notification lists', () => {
  const list = notificationsFromData([
    ...Array.from({ length: 7 }, (_, i) => ({ _id: `r${i}`, title: `read ${i}`, message: '', type: 'info', isRead: true, createdAt: hoursAgo(i + 1) })),
    { _id: 'u1', title: 'new', message: 'hello', type: 'success', isRead: false, createdAt: hoursAgo(0.5) },
    { _id: 'u2', title: 'older', message: 'hi', isRead: false, createdAt: hoursAgo(3) },
  ]);

  it('reads _id as id and both response shapes', () => {
    expect(list.find((n) => n.title === 'new')?.id).toBe('u1');
    expect(notificationsFromData({ notifications: [{ id: 'x', title: 't', isRead: false }] })[0]).toMatchObject({ id: 'x', type: 'info' });
    expect(notificationsFromData(null)).toEqual([]);
  });

  it('shows all unread and at most 5 read, newest first', () => {
    const { unread, read } = splitNotifications(list);
    expect(unread.map((n) => n.id)).toEqual(['u1', 'u2']);
    expect(read.map((n) => n.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });

  it('marks one or all as read', () => {
    expect(splitNotifications(markRead(list, 'u1')).unread.map((n) => n.id)).toEqual(['u2']);
    expect(splitNotifications(markAllRead(list)).unread).toEqual([]);
  });
});

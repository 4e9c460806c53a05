// jest.global-setup.js puts this suite's device in Los Angeles: every rendering below must still be IST
import { formatDate, formatDateTime, formatTime } from './date';

describe('dates and times in the Indian convention, IST whatever the device zone', () => {
  it('really runs in another zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    // 05:00 UTC is 21:00 the day before in Los Angeles (PST) and 10:30 in India
    expect(new Date('2026-11-28T05:00:00Z').getHours()).toBe(21);
    expect(new Date('2026-11-28T05:00:00Z').getDate()).toBe(27);
  });

  it('formats a date and time as 28 Nov 2026, 10:30 AM', () => {
    expect(formatDateTime('2026-11-28T05:00:00Z')).toBe('28 Nov 2026, 10:30 AM');
    expect(formatDateTime('2026-11-28T10:30:00+05:30')).toBe('28 Nov 2026, 10:30 AM');
    expect(formatDateTime(Date.parse('2026-11-28T05:00:00Z'))).toBe('28 Nov 2026, 10:30 AM');
    expect(formatDateTime(new Date('2026-11-28T05:00:00Z'))).toBe('28 Nov 2026, 10:30 AM');
  });

  it('takes the date of India, not of the device, across midnight', () => {
    // 20:00 UTC on 1 Jan is 2 Jan 01:30 in India (and still 1 Jan at noon in Los Angeles)
    expect(formatDate('2025-01-01T20:00:00Z')).toBe('2 Jan 2025');
    expect(formatDateTime('2025-01-01T20:00:00Z')).toBe('2 Jan 2025, 1:30 AM');
    expect(formatDate('2025-10-12T20:00:00Z')).toBe('13 Oct 2025');
  });

  it('writes midnight and noon as 12, the hour without a leading zero, AM and PM in capitals', () => {
    expect(formatTime('2026-11-27T18:30:00Z')).toBe('12:00 AM');
    expect(formatTime('2026-11-28T06:30:00Z')).toBe('12:00 PM');
    expect(formatTime('2026-09-05T03:35:00Z')).toBe('9:05 AM');
    expect(formatTime('2026-09-05T17:59:59Z')).toBe('11:29 PM');
  });

  it('uses three-letter months (Sep, not Sept) and no leading zero on the day', () => {
    expect(formatDate('2026-09-05T03:35:00Z')).toBe('5 Sep 2026');
    const months = Array.from({ length: 12 }, (_, m) => formatDate(Date.UTC(2026, m, 15, 6)));
    expect(months).toEqual(['15 Jan 2026', '15 Feb 2026', '15 Mar 2026', '15 Apr 2026', '15 May 2026', '15 Jun 2026', '15 Jul 2026', '15 Aug 2026', '15 Sep 2026', '15 Oct 2026', '15 Nov 2026', '15 Dec 2026']);
  });

  it('shows the missing text for an absent or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDateTime(value)).toBe('—');
      expect(formatDate(value)).toBe('—');
      expect(formatTime(value)).toBe('—');
    }
    expect(formatDateTime(null, 'N/A')).toBe('N/A');
    expect(formatDate('garbage', null)).toBeNull();
  });
});

import type { ScheduleRecord } from '@hackathon/contracts';
import { attendanceByDay, markOf, presentDays } from './attendance';

const SCHEDULE: ScheduleRecord = {
  kvCode: '1001',
  kvName: 'KV One',
  district: 'Agra',
  region: 'Agra',
  zone: 'N',
  seniorCohort: 'Cohort A',
  seniorTime: '10:00 AM',
  juniorCohort: 'Cohort B',
  juniorSlot: 'Slot 2',
  SRDAY1: 'P',
  SRDAY2: 'A',
  SRDAY3: null,
  SRDAY4: ' p ',
  JRDAY1: 'absent',
  JRDAY2: '',
  JRDAY3: 'P',
  JRDAY4: null,
};

describe('school page attendance', () => {
  it('reads P (any case, padded) as present, any other text as absent, an empty cell as not marked', () => {
    expect(markOf('P')).toBe('present');
    expect(markOf(' p ')).toBe('present');
    expect(markOf('A')).toBe('absent');
    expect(markOf('absent')).toBe('absent');
    expect(markOf('')).toBe('notMarked');
    expect(markOf('   ')).toBe('notMarked');
    expect(markOf(null)).toBe('notMarked');
  });

  it('lays out Day 1-4 with both cohorts, and counts the present cohort-days', () => {
    const days = attendanceByDay(SCHEDULE);
    expect(days).toEqual([
      { day: 1, senior: 'present', junior: 'absent' },
      { day: 2, senior: 'absent', junior: 'notMarked' },
      { day: 3, senior: 'notMarked', junior: 'present' },
      { day: 4, senior: 'present', junior: 'notMarked' },
    ]);
    expect(presentDays(days)).toBe(3);
  });
});

import type { ScheduleRecord } from '@hackathon/contracts';
import { attendanceMark, scheduleFailureKind, scheduleForCategory } from './schedule';

const record: ScheduleRecord = {
  kvCode: '1001',
  kvName: 'KV No. 1 Agra',
  district: 'Agra',
  region: 'Agra',
  zone: 'N',
  seniorCohort: 'Cohort S2 (13-16 Oct)',
  seniorTime: '10:00 AM - 12:00 PM',
  juniorCohort: 'Cohort J1 (20-23 Oct)',
  juniorSlot: 'Slot B: 2:00 PM - 4:00 PM',
  SRDAY1: 'P',
  SRDAY2: 'A',
  SRDAY3: null,
  SRDAY4: null,
  JRDAY1: 'p',
  JRDAY2: 'P',
  JRDAY3: 'X',
  JRDAY4: '',
};

describe('scheduleForCategory', () => {
  it('shows a senior team the senior cohort, time and attendance only', () => {
    expect(scheduleForCategory(record, 'sr')).toEqual({
      categoryLabel: 'Senior',
      cohort: 'Cohort S2 (13-16 Oct)',
      timeLabel: 'Time',
      time: '10:00 AM - 12:00 PM',
      attendance: [
        { day: 1, mark: 'Present' },
        { day: 2, mark: 'Absent' },
        { day: 3, mark: 'Not recorded' },
        { day: 4, mark: 'Not recorded' },
      ],
    });
  });

  it('shows a junior team the junior cohort, slot and attendance only', () => {
    const junior = scheduleForCategory(record, 'jr');
    expect(junior).toMatchObject({ categoryLabel: 'Junior', cohort: 'Cohort J1 (20-23 Oct)', timeLabel: 'Slot', time: 'Slot B: 2:00 PM - 4:00 PM' });
    expect(junior.attendance.map((d) => d.mark)).toEqual(['Present', 'Present', 'Absent', 'Not recorded']);
  });

  it('says "To be announced" for a cohort or time not set yet', () => {
    expect(scheduleForCategory({ ...record, juniorCohort: null, juniorSlot: ' ' }, 'jr')).toMatchObject({ cohort: 'To be announced', time: 'To be announced' });
  });
});

describe('attendance and failures', () => {
  it('reads P as present, anything else recorded as absent', () => {
    expect(attendanceMark('P')).toBe('Present');
    expect(attendanceMark('A')).toBe('Absent');
    expect(attendanceMark(undefined)).toBe('Not recorded');
  });

  it('treats 404 as "not released yet" and anything else as an error', () => {
    expect(scheduleFailureKind(404)).toBe('notAvailable');
    expect(scheduleFailureKind(500)).toBe('error');
    expect(scheduleFailureKind(undefined)).toBe('error');
  });
});

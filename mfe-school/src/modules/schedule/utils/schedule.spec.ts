import { ApiError } from '@hackathon/api-client';
import type { ScheduleRecord } from '@hackathon/contracts';
import { attendanceOf, cohortRows, scheduleState } from './schedule';

const failure = (status: number) => new ApiError({ code: 'UNKNOWN_ERROR', status, message: 'x' });

describe('scheduleState', () => {
  const base = { schoolCode: '1001', isPending: false, error: null, hasData: true };
  it('is loaded with data, not available on 404, an error otherwise', () => {
    expect(scheduleState(base)).toBe('loaded');
    expect(scheduleState({ ...base, hasData: false, error: failure(404) })).toBe('notAvailable');
    expect(scheduleState({ ...base, hasData: false, error: failure(500) })).toBe('error');
    expect(scheduleState({ ...base, hasData: false, error: new Error('x') })).toBe('error');
  });

  it('is loading while pending and needs a school code', () => {
    expect(scheduleState({ ...base, hasData: false, isPending: true })).toBe('loading');
    expect(scheduleState({ ...base, schoolCode: null })).toBe('noSchool');
  });
});

describe('attendance and cohorts', () => {
  it('reads P as present, other values as absent, nothing as unmarked', () => {
    expect(attendanceOf('P')).toBe('present');
    expect(attendanceOf(' p ')).toBe('present');
    expect(attendanceOf('A')).toBe('absent');
    expect(attendanceOf(null)).toBe('unmarked');
    expect(attendanceOf('')).toBe('unmarked');
  });

  it('lists Senior then Junior with their times and days', () => {
    const record = {
      seniorCohort: '13-16 Oct',
      seniorTime: '10:00 AM',
      juniorCohort: '20-23 Oct',
      juniorSlot: '2:00 PM',
      SRDAY1: 'P',
      SRDAY2: 'A',
      SRDAY3: null,
      SRDAY4: null,
      JRDAY1: null,
      JRDAY2: null,
      JRDAY3: null,
      JRDAY4: 'P',
    } as ScheduleRecord;
    const [sr, jr] = cohortRows(record);
    expect(sr).toEqual({ category: 'sr', cohort: '13-16 Oct', time: '10:00 AM', days: ['present', 'absent', 'unmarked', 'unmarked'] });
    expect(jr.time).toBe('2:00 PM');
    expect(jr.days[3]).toBe('present');
  });
});

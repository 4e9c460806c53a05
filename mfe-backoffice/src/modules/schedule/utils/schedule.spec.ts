import { SCHEDULE_MSG, type ScheduleRecord } from '@hackathon/contracts';
import { changeText, cohortsOf, emptyDetail, replaceRecord, scheduleFilterDefs, toggleInput, toggleQuestion } from './schedule';

const RECORD: ScheduleRecord = {
  kvCode: '1001',
  kvName: 'KV One',
  region: 'Agra',
  district: 'Agra',
  zone: 'N',
  seniorCohort: '13-16 Oct',
  seniorTime: '10:00 AM',
  juniorCohort: null,
  juniorSlot: 'Slot B',
  SRDAY1: 'P',
  SRDAY2: ' p ',
  SRDAY3: 'A',
  SRDAY4: '',
  JRDAY1: null,
  JRDAY2: 'Present',
  JRDAY3: 'x',
  JRDAY4: 'P',
};

describe('schedule screen rules', () => {
  it('reads P (any case, trimmed) as present and anything else, empty included, as absent', () => {
    const [senior, junior] = cohortsOf(RECORD);
    expect(senior).toMatchObject({ category: 'sr', label: 'Senior', cohort: '13-16 Oct', timeLabel: 'Time', time: '10:00 AM' });
    expect(junior).toMatchObject({ category: 'jr', label: 'Junior', cohort: null, timeLabel: 'Slot', time: 'Slot B' });
    expect(senior.days.map((d) => d.present)).toEqual([true, true, false, false]);
    expect(junior.days.map((d) => d.present)).toEqual([false, false, false, true]);
    expect(senior.days.map((d) => d.raw)).toEqual(['P', ' p ', 'A', null]);
    expect(junior.days.map((d) => d.field)).toEqual(['JRDAY1', 'JRDAY2', 'JRDAY3', 'JRDAY4']);
  });

  it('flips a day: Present asks for Absent and the rest for Present', () => {
    const [senior, junior] = cohortsOf(RECORD);
    expect(toggleInput('sr', senior.days[0])).toEqual({ category: 'sr', day: 1, present: false });
    expect(toggleInput('jr', junior.days[0])).toEqual({ category: 'jr', day: 1, present: true });
    expect(toggleQuestion(RECORD, 'jr', junior.days[2])).toBe('Mark Junior Day 3 of KV One (1001) as Present?');
  });

  it('replaces only the answered row of a page', () => {
    const other = { ...RECORD, kvCode: '2002' };
    const page = { schooltimes: [RECORD, other], pagination: { currentPage: 1, totalPages: 1, total: 2, limit: 50, hasPrevPage: false, hasNextPage: false } };
    const updated = replaceRecord(page, { ...RECORD, SRDAY1: 'A' });
    expect(updated.schooltimes[0].SRDAY1).toBe('A');
    expect(updated.schooltimes[1]).toBe(other);
    expect(replaceRecord(page, { ...RECORD, kvCode: '3003' })).toBe(page);
  });

  it('words a change, the empty states and the dropdowns', () => {
    expect(changeText({ field: 'SRDAY1', before: null, after: 'P' })).toBe('SRDAY1: (empty) -> P');
    expect(changeText({ field: 'seniorTime', before: '10:00 AM', after: '' })).toBe('seniorTime: 10:00 AM -> (empty)');
    expect(emptyDetail(false)).toBe(SCHEDULE_MSG.emptyNoData);
    expect(emptyDetail(true)).toBe(SCHEDULE_MSG.emptyFiltered);
    const defs = scheduleFilterDefs({ regions: ['Agra'], districts: ['Agra', 'Mathura'], zones: [] });
    expect(defs.map((d) => [d.key, d.options.map((o) => o.value)])).toEqual([
      ['region', ['Agra']],
      ['district', ['Agra', 'Mathura']],
      ['zone', []],
    ]);
    expect(scheduleFilterDefs(undefined).every((d) => d.options.length === 0)).toBe(true);
  });
});

import { adminExportFileName, schoolActivityLevel, schoolActivityScore, schoolActivityStatus } from './back-office';

describe('school activity (back-office spec, sections 4 and 9)', () => {
  it('scores 2 x registrations + 3 x teams + 1 x mentors, clamped 0 to 100', () => {
    expect(schoolActivityScore({ registrations: 1, teams: 4, mentors: 2 })).toBe(16);
    expect(schoolActivityScore({ registrations: 0, teams: 0, mentors: 0 })).toBe(0);
    expect(schoolActivityScore({ registrations: 10, teams: 30, mentors: 5 })).toBe(100);
    expect(schoolActivityScore({ registrations: -5, teams: 0, mentors: 0 })).toBe(0);
  });

  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [40, 'medium'],
    [39, 'low'],
    [10, 'low'],
    [9, 'inactive'],
    [0, 'inactive'],
  ] as const)('buckets score %i as %s', (score, level) => {
    expect(schoolActivityLevel(score)).toBe(level);
  });

  it.each([
    [0, 'inactive'],
    [1, 'low-activity'],
    [19, 'low-activity'],
    [20, 'medium-activity'],
    [49, 'medium-activity'],
    [50, 'high-activity'],
  ] as const)('gives %i registrations plus students the status %s', (participants, status) => {
    expect(schoolActivityStatus(participants)).toBe(status);
  });
});

describe('adminExportFileName', () => {
  it('names the file <type>_export_<date in India>.csv', () => {
    expect(adminExportFileName('students', new Date('2025-08-24T12:00:00Z'))).toBe('students_export_2025-08-24.csv');
    // 20:00 UTC is already the next day in India (UTC+05:30)
    expect(adminExportFileName('teams', new Date('2025-08-24T20:00:00Z'))).toBe('teams_export_2025-08-25.csv');
  });
});

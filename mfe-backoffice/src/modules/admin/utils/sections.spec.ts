import { ADMIN_SECTION_KEYS, sectionFromParam, sectionSearch } from './sections';

describe('admin sections', () => {
  it("keeps the spec's sidebar order, then Activity, Content, Judges, Judging and Certificates", () => {
    expect(ADMIN_SECTION_KEYS).toEqual([
      'overview',
      'registration',
      'teams',
      'phases',
      'students',
      'schools',
      'mentors',
      'notifications',
      'payment-verification',
      'activity',
      'content',
      'judges',
      'judging',
      'certificates',
    ]);
  });

  it('reads ?section=, falling back to overview', () => {
    expect(sectionFromParam('teams')).toBe('teams');
    expect(sectionFromParam(' Payment-Verification ')).toBe('payment-verification');
    expect(sectionFromParam(null)).toBe('overview');
    expect(sectionFromParam('')).toBe('overview');
    expect(sectionFromParam('settings')).toBe('overview');
    expect(sectionFromParam('__proto__')).toBe('overview');
  });

  it('writes the query string of a section (overview has none)', () => {
    expect(sectionSearch('overview')).toBe('');
    expect(sectionSearch('schools')).toBe('?section=schools');
    expect(sectionSearch('registration', { search: 'KV One' })).toBe('?section=registration&search=KV+One');
  });
});

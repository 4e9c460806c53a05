import { DASHBOARD_SECTIONS, sectionFromQuery } from './sections';

describe('team dashboard sections', () => {
  it('has the sidebar of the spec', () => {
    expect(DASHBOARD_SECTIONS.map((s) => s.label)).toEqual(['Dashboard', 'Student Details', 'FAQ', 'Content', 'Assignment Submission']);
  });

  it('opens the section named in the address, else Dashboard', () => {
    expect(sectionFromQuery('faq')).toBe('faq');
    expect(sectionFromQuery('assignment')).toBe('assignment');
    expect(sectionFromQuery(null)).toBe('dashboard');
    expect(sectionFromQuery('admin')).toBe('dashboard');
  });
});

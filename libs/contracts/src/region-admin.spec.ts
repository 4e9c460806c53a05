import { exportFileDate } from './back-office';
import { regionExportFileName, regionFilePart, regionPaymentStatusLabel } from './region-admin';

describe('region and super admin export file names', () => {
  // 20:00 UTC on 31 January is already 1 February in India (UTC+05:30)
  const date = new Date('2025-01-31T20:00:00Z');

  it('dates the file as it is in India, like the admin exports', () => {
    expect(exportFileDate(date)).toBe('2025-02-01');
    expect(exportFileDate(new Date('2025-01-31T18:29:59Z'))).toBe('2025-01-31');
  });

  it.each([
    [{ audience: 'region', type: 'teams', region: 'Delhi' }, 'DELHI_teams_export_2025-02-01.csv'],
    [{ audience: 'region', type: 'summary', region: 'Agra' }, 'AGRA_summary_export_2025-02-01.csv'],
    [{ audience: 'super', type: 'students', region: null }, 'super_admin_ALL_REGIONS_students_export_2025-02-01.csv'],
    [{ audience: 'super', type: 'mentors', region: 'Northeast' }, 'super_admin_NORTHEAST_mentors_export_2025-02-01.csv'],
    [{ audience: 'super', type: 'summary', region: 'Delhi' }, 'super_admin_school_summary_export_2025-02-01.csv'],
  ] as const)('%j -> %s', (input, name) => {
    expect(regionExportFileName({ ...input, date })).toBe(name);
  });

  it('keeps a region to letters, digits and underscores, ALL_REGIONS when there is none', () => {
    expect(regionFilePart(' new delhi/ncr ')).toBe('NEW_DELHI_NCR');
    expect(regionFilePart('"; rm -rf')).toBe('RM_RF');
    expect(regionFilePart('')).toBe('ALL_REGIONS');
    expect(regionFilePart(null)).toBe('ALL_REGIONS');
  });
});

describe('regionPaymentStatusLabel', () => {
  it("shows each stored status in the screen's words, no registration as Not Submitted", () => {
    expect(['verified', 'submitted', 'rejected', 'not_submitted', null].map(regionPaymentStatusLabel)).toEqual([
      'Verified',
      'Submitted',
      'Rejected',
      'Not Submitted',
      'Not Submitted',
    ]);
  });
});

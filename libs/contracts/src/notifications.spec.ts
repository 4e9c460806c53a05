import { canonicalRegion, describeTarget, targetReachesNobody } from './notifications';

describe('canonicalRegion', () => {
  it("answers the region list's spelling for any case or the slug", () => {
    expect(canonicalRegion('agra')).toBe('Agra');
    expect(canonicalRegion('  GUWAHATI ')).toBe('Guwahati');
    expect(canonicalRegion('bengaluru')).toBe('Bengaluru');
  });

  it('is undefined for an unknown name, a region group or a non-string', () => {
    expect(canonicalRegion('Atlantis')).toBeUndefined();
    expect(canonicalRegion('Northeast')).toBeUndefined();
    expect(canonicalRegion(7)).toBeUndefined();
  });
});

describe('targetReachesNobody', () => {
  it('is true only when regions are named and every role named belongs to no region', () => {
    expect(targetReachesNobody({ roles: ['admin'], regions: ['Agra'] })).toBe(true);
    expect(targetReachesNobody({ roles: ['admin', 'super_admin'], regions: ['Agra'] })).toBe(true);
    expect(targetReachesNobody({ roles: ['admin', 'team'], regions: ['Agra'] })).toBe(false);
    expect(targetReachesNobody({ roles: [], regions: ['Agra'] })).toBe(false);
    expect(targetReachesNobody({ roles: ['admin'], regions: [] })).toBe(false);
  });
});

describe('describeTarget', () => {
  it('reads as words', () => {
    expect(describeTarget({ roles: [], regions: [] })).toBe('Everyone');
    expect(describeTarget({ roles: ['school_admin', 'team'], regions: [] })).toBe('School admins, Teams');
    expect(describeTarget({ roles: [], regions: ['Agra', 'Delhi'] })).toBe('Everyone in Agra, Delhi');
  });
});

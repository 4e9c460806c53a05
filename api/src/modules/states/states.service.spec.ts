import { StatesService } from './states.service';

describe('StatesService', () => {
  const states = new StatesService();

  it('lists 36 names sorted, upper case, without duplicates', () => {
    const all = states.all();
    expect(all).toHaveLength(36);
    expect(new Set(all).size).toBe(36);
    expect([...all].sort()).toEqual(all);
  });

  it('searches ignoring case and "&"', () => {
    expect(states.search('jammu & kashmir')).toEqual(['JAMMU AND KASHMIR']);
    expect(states.search('  ')).toHaveLength(36);
  });

  it('validates to the canonical name, aliases included', () => {
    expect(states.validate('west   bengal')).toEqual({ valid: true, state: 'WEST BENGAL' });
    expect(states.validate('Pondicherry')).toEqual({ valid: true, state: 'PUDUCHERRY' });
    expect(states.validate('Daman & Diu')).toEqual({ valid: true, state: 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU' });
    expect(states.validate('Bengal')).toEqual({ valid: false, state: null });
  });
});

import { studentsTone, teamsTone, toneColor } from './expectation';

describe('expectation colouring', () => {
  it('turns teams green at 4 or more', () => {
    expect(teamsTone(3)).toBe('below');
    expect(teamsTone(4)).toBe('met');
    expect(teamsTone(5)).toBe('met');
  });

  it('turns students green at 20 or more', () => {
    expect(studentsTone(19)).toBe('below');
    expect(studentsTone(20)).toBe('met');
  });

  it('maps a met expectation to the success colour', () => {
    expect(toneColor('met')).toBe('success.main');
    expect(toneColor('below')).toBe('text.primary');
  });
});

import { passwordStrength } from './PasswordStrength';

describe('password strength hint', () => {
  it('strength hint grows with variety and length', () => {
    expect(passwordStrength('').level).toBe('weak');
    expect(passwordStrength('abcdef').level).toBe('weak');
    expect(passwordStrength('abcdefgh').level).toBe('fair');
    expect(passwordStrength('Abcdefgh').level).toBe('good');
    expect(passwordStrength('Abcdefg1!').level).toBe('strong');
  });
});

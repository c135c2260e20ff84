import { describe, expect, it } from 'vitest';
import {
  isStrongEnoughForChange,
  MIN_CHANGE_PASSWORD_SCORE,
  passwordStrengthLabel,
  passwordStrengthScore,
} from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdefg1!', 5],
    ['Abcdefghi12!', 6],
    ['Abcdefghijk1234!', 7],
    ['abcdefghijklmnop', 4],
    ['!!!!!!!!!!!!', 3],
  ])('scores %j %i', (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });

  it('counts length in code points for the 8, 12 and 16 thresholds', () => {
    expect(passwordStrengthScore('😀'.repeat(7))).toBe(1);
    expect(passwordStrengthScore('😀'.repeat(8))).toBe(2);
    expect(passwordStrengthScore('😀'.repeat(15))).toBe(3);
    expect(passwordStrengthScore('😀'.repeat(16))).toBe(4);
  });

  it.each([
    [0, 'veryWeak'],
    [1, 'veryWeak'],
    [2, 'veryWeak'],
    [3, 'weak'],
    [4, 'medium'],
    [5, 'strong'],
    [6, 'veryStrong'],
    [7, 'veryStrong'],
  ])('labels a score of %i %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it('requires a score of at least 3 to change a password', () => {
    expect(MIN_CHANGE_PASSWORD_SCORE).toBe(3);
    expect(isStrongEnoughForChange('abcdefgh')).toBe(false);
    expect(isStrongEnoughForChange('Abcdefgh')).toBe(true);
  });
});

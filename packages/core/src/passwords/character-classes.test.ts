import { describe, expect, it } from 'vitest';
import { hasDigit, hasLower, hasSpecial, hasUpper, passwordLength } from './character-classes';

describe('character classes', () => {
  it('counts only ASCII letters as upper or lower case', () => {
    expect(hasUpper('abcZ')).toBe(true);
    expect(hasUpper('élodie É')).toBe(false);
    expect(hasLower('ABCz')).toBe(true);
    expect(hasLower('ÉÀß')).toBe(false);
  });

  it('counts only 0-9 as digits', () => {
    expect(hasDigit('abc7')).toBe(true);
    expect(hasDigit('abc٣')).toBe(false);
  });

  it('counts anything but an ASCII letter or digit as special, space and accents included', () => {
    for (const special of [' ', '!', '-', '_', 'é', 'É', 'ß', '😀', '\t']) {
      expect(hasSpecial(`Abc1${special}`)).toBe(true);
    }
    expect(hasSpecial('Abc123xyz')).toBe(false);
  });

  it('measures length in code points, so an emoji counts once', () => {
    expect(passwordLength('')).toBe(0);
    expect(passwordLength('abc')).toBe(3);
    expect('😀'.length).toBe(2);
    expect(passwordLength('😀')).toBe(1);
    expect(passwordLength('a😀b')).toBe(3);
  });

  it('counts a combining accent as a code point of its own', () => {
    expect(passwordLength('e\u0301')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { hasDigit, hasLower, hasSpecial, hasUpper, passwordLength } from './character-classes';

describe('character classes', () => {
  it('counts accented and non-Latin capitals and small letters by their Unicode case', () => {
    expect(hasUpper('abcZ')).toBe(true);
    expect(hasUpper('élodie É')).toBe(true);
    expect(hasUpper('ñandú')).toBe(false);
    expect(hasLower('ABCz')).toBe(true);
    expect(hasLower('ÉÀß')).toBe(true);
    expect(hasLower('ÉÀÑ')).toBe(false);
  });

  it('counts any decimal digit, not only 0-9', () => {
    expect(hasDigit('abc7')).toBe(true);
    expect(hasDigit('abc٣')).toBe(true);
    expect(hasDigit('abcⅣ')).toBe(false);
  });

  it('counts anything but a letter or a number as special, space and emoji included', () => {
    for (const special of [' ', '!', '-', '_', '€', '😀', '\t']) {
      expect(hasSpecial(`Abc1${special}`)).toBe(true);
    }
    for (const letter of ['é', 'É', 'ß', 'ñ', '中']) {
      expect(hasSpecial(`Abc1${letter}`)).toBe(false);
    }
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

import { describe, expect, it } from 'vitest';
import { validatePassword } from './common-passwords';
import {
  COMMON_SEQUENCES,
  findCommonPattern,
  PASSWORD_ERROR_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRejection,
  validatePasswordWithoutBlocklist,
} from './password-rules';

const TOO_WEAK = 'New password does not meet security requirements';
const COMMON = 'Password contains common patterns that are not secure';

/** A valid password of exactly `length` code points: 'Ab1!' then a filler with no pattern. */
function validOfLength(length: number): string {
  return `Ab1!${'xyzw'.repeat(length)}`.slice(0, length);
}

function refusedFor(reason: PasswordRejection) {
  const tooWeak = ['tooShort', 'tooLong', 'upper', 'lower', 'digit', 'special'].includes(reason);
  return tooWeak
    ? { valid: false, code: 'auth.passwordTooWeak', message: TOO_WEAK, reason }
    : { valid: false, code: 'auth.passwordCommonPattern', message: COMMON, reason };
}

describe('password rules', () => {
  it('allows 8 to 127 characters (fewer than 128)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(127);
  });

  it('gives its two codes their English texts', () => {
    expect(PASSWORD_ERROR_MESSAGES).toEqual({
      'auth.passwordTooWeak': TOO_WEAK,
      'auth.passwordCommonPattern': COMMON,
    });
  });

  it('accepts a long random-looking password', () => {
    expect(validatePassword('Tr3s-l0ngue-phrase!')).toEqual({ valid: true });
  });

  describe('length', () => {
    it('refuses 7 characters and accepts 8', () => {
      expect(validatePassword(validOfLength(7))).toEqual(refusedFor('tooShort'));
      expect(validatePassword(validOfLength(8))).toEqual({ valid: true });
    });

    it('accepts 127 characters and refuses 128', () => {
      expect(validatePassword(validOfLength(127))).toEqual({ valid: true });
      expect(validatePassword(validOfLength(128))).toEqual(refusedFor('tooLong'));
    });

    it('counts an emoji as one character at the lower bound', () => {
      expect(validatePassword('Ab1😀🎉🌟🚀')).toEqual(refusedFor('tooShort'));
      expect(validatePassword('Ab1😀🎉🌟🚀z')).toEqual({ valid: true });
    });

    it('counts an emoji as one character at the upper bound', () => {
      const emoji = (count: number) => '😀🎉🌟🚀'.repeat(count).slice(0, 2 * count);
      expect(validatePassword(`Ab1${emoji(124)}`)).toEqual({ valid: true });
      expect(validatePassword(`Ab1${emoji(125)}`)).toEqual(refusedFor('tooLong'));
    });

    it('refuses a huge input as too long', () => {
      expect(validatePassword('Ab1!xyzw'.repeat(1_000_000))).toEqual(refusedFor('tooLong'));
    });

    it('neither trims nor truncates: spaces count as characters', () => {
      expect(validatePassword('  Ab1xyz')).toEqual({ valid: true });
      expect(validatePassword(`${validOfLength(127)} `)).toEqual(refusedFor('tooLong'));
    });
  });

  describe('character classes', () => {
    it.each([
      ['abcd1234!', 'upper'],
      ['ABCD1234!', 'lower'],
      ['Abcdefgh!', 'digit'],
      ['Abcdefg1', 'special'],
    ] as const)('refuses %s for want of %s', (password, reason) => {
      expect(validatePassword(password)).toEqual(refusedFor(reason));
    });

    it('takes a space or a symbol as the special character, but not an accented letter', () => {
      expect(validatePassword('Abcdefg1 ')).toEqual({ valid: true });
      expect(validatePassword('Abcdefg1€')).toEqual({ valid: true });
      expect(validatePassword('Abcdefg1é')).toEqual(refusedFor('special'));
    });

    it('takes an accented capital as the upper-case letter', () => {
      expect(validatePassword('Élodie2024!')).toEqual({ valid: true });
      expect(validatePassword('élodie2024!')).toEqual(refusedFor('upper'));
    });
  });

  describe('common patterns', () => {
    it('refuses four identical characters in a row, but not three', () => {
      expect(validatePassword('Xy1!aaaa')).toEqual(refusedFor('commonPattern'));
      expect(validatePassword('Xy1!!!!z')).toEqual(refusedFor('commonPattern'));
      expect(validatePassword('Xy1!aaab')).toEqual({ valid: true });
    });

    it('counts only identical characters as repeated, case included', () => {
      expect(validatePassword('Xy1!aAaA')).toEqual({ valid: true });
    });

    it.each(COMMON_SEQUENCES)('refuses the sequence %s anywhere, in any case', (sequence) => {
      expect(validatePassword(`Zz9!${sequence}`)).toEqual(refusedFor('commonPattern'));
      expect(validatePassword(`${sequence.toUpperCase()}x!Z9`)).toEqual(
        refusedFor('commonPattern'),
      );
    });

    it('finds a sequence inside a word', () => {
      expect(validatePassword('Badminton1!')).toEqual(refusedFor('commonPattern'));
    });

    it('names the pattern found, repeats first', () => {
      expect(findCommonPattern('aaaa123456')).toBe('repeated');
      expect(findCommonPattern('😀😀😀😀')).toBe('repeated');
      expect(findCommonPattern('xQwErTy')).toBe('sequence');
      expect(findCommonPattern('Lettres')).toBe('lettersOnly');
      expect(findCommonPattern('Élodie')).toBe('lettersOnly');
      expect(findCommonPattern('13579246')).toBe('digitsOnly');
      expect(findCommonPattern('Tr3s-l0ngue-phrase!')).toBeNull();
      expect(findCommonPattern('')).toBeNull();
    });

    it('refuses letters-only and digits-only passwords as too weak, the missing class first', () => {
      expect(validatePassword('Lettresseules')).toEqual(refusedFor('digit'));
      expect(validatePassword('13579246')).toEqual(refusedFor('upper'));
    });
  });

  describe('blocklist', () => {
    it.each(['P@ssw0rd', 'Sasha_007', 'Ncc-1701', '1Qaz!qaz'])(
      'refuses %s, which meets every other rule, as a common password',
      (password) => {
        expect(validatePasswordWithoutBlocklist(password)).toEqual({ valid: true });
        expect(validatePassword(password)).toEqual(refusedFor('common'));
      },
    );

    it("refuses Password1! by its 'password' sequence (the blocklist does not hold it)", () => {
      expect(validatePassword('Password1!')).toEqual(refusedFor('commonPattern'));
    });

    it('reports a failed rule before consulting the blocklist', () => {
      expect(validatePassword('password')).toEqual(refusedFor('upper'));
    });
  });
});

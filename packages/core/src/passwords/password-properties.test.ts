import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword } from './common-passwords';
import { passwordMeter } from './password-meter';
import { passwordStrengthScore } from './password-strength';

/** Any UTF-16 unit, lone surrogates included: what a form field or a JSON body can carry. */
const anyString = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)) });

/** Strings with one character of each class, so that many of them pass validation. */
const likelyValid = fc
  .tuple(
    fc.constantFrom(...'ABCXYZ'),
    fc.constantFrom(...'abcxyz'),
    fc.constantFrom(...'0189'),
    fc.constantFrom(...'!- é😀'),
    fc.string({ unit: 'binary', minLength: 4, maxLength: 130 }),
  )
  .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length }))
  .map((parts) => parts.join(''));

describe('password policy properties', () => {
  it('judges any string without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.string({ unit: 'binary' })), (password) => {
        const verdict = validatePassword(password);
        expect(typeof verdict.valid).toBe('boolean');
      }),
    );
  });

  it('only accepts passwords the meter calls excellent and that score at least 5', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(likelyValid, anyString), (password) => {
        if (!validatePassword(password).valid) return;
        accepted++;
        expect(passwordMeter(password).level).toBe('excellent');
        expect(passwordStrengthScore(password)).toBeGreaterThanOrEqual(5);
      }),
      { numRuns: 500 },
    );
    // Guards against a generator that never produces a valid password.
    expect(accepted).toBeGreaterThan(50);
  });
});

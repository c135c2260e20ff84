import { describe, expect, it } from 'vitest';
import {
  canSignUp,
  changePasswordProblem,
  confirmationState,
  isAcceptableNewPassword,
  refusalBeyondMeter,
} from './password-form';
import { canSignIn, looksLikeEmail } from './sign-in-checks';

const STRONG = 'Plume-Story7';

describe('looksLikeEmail', () => {
  it.each(['writer@example.com', '  writer@example.com  ', 'a.b+c@sub.example.fr'])(
    'accepts %j',
    (email) => expect(looksLikeEmail(email)).toBe(true),
  );

  it.each(['', 'writer', 'writer@', 'writer@example', 'two words@example.com'])(
    'refuses %j',
    (email) => expect(looksLikeEmail(email)).toBe(false),
  );
});

describe('confirmationState', () => {
  it.each([
    ['', '', 'empty'],
    [STRONG, '   ', 'empty'],
    [STRONG, STRONG, 'match'],
    [` ${STRONG}`, `${STRONG} `, 'match'],
    [STRONG, 'Plume-Story8', 'mismatch'],
  ] as const)('%j and %j: %s', (password, confirmation, state) => {
    expect(confirmationState(password, confirmation)).toBe(state);
  });
});

describe('refusalBeyondMeter', () => {
  it('is silent while the meter still has requirements to show', () => {
    expect(refusalBeyondMeter('qwerty')).toBeNull();
  });

  it('is silent for a good password', () => {
    expect(refusalBeyondMeter(STRONG)).toBeNull();
  });

  it('names the common pattern the meter cannot show', () => {
    expect(refusalBeyondMeter('Qwerty12!')).toBe('auth.passwordCommonPattern');
    expect(refusalBeyondMeter('Abbbb123!')).toBe('auth.passwordCommonPattern');
  });

  it('refuses more than 127 characters', () => {
    expect(refusalBeyondMeter(`${STRONG}${'x'.repeat(120)}`)).toBe('auth.passwordTooWeak');
  });
});

describe('submit buttons', () => {
  it('sign-in waits for an e-mail and a password', () => {
    expect(canSignIn('writer@example.com', 'anything')).toBe(true);
    expect(canSignIn('writer@example.com', '   ')).toBe(false);
    expect(canSignIn('writer', 'anything')).toBe(false);
  });

  it.each([
    ['a valid, confirmed password', 'writer@example.com', STRONG, STRONG, true],
    ['no e-mail', '', STRONG, STRONG, false],
    ['a mismatch', 'writer@example.com', STRONG, `${STRONG}x`, false],
    ['no confirmation', 'writer@example.com', STRONG, '', false],
    ['a weak password', 'writer@example.com', 'plume', 'plume', false],
    ['a common pattern', 'writer@example.com', 'Password1!', 'Password1!', false],
  ])('sign-up with %s: %s', (_, email, password, confirmation, expected) => {
    expect(canSignUp(email, password, confirmation)).toBe(expected);
  });

  it('reset waits for a valid password confirmed, spaces around it ignored', () => {
    expect(isAcceptableNewPassword(` ${STRONG} `, STRONG)).toBe(true);
    expect(isAcceptableNewPassword('short1!A', 'short1!B')).toBe(false);
  });
});

describe('changePasswordProblem', () => {
  const fields = { current: 'Old-Secret9', next: STRONG, confirmation: STRONG };

  it.each([
    ['nothing wrong', {}, null],
    ['no current password', { current: '  ' }, 'auth.currentPasswordRequired'],
    ['no new password', { next: '', confirmation: '' }, 'auth.newPasswordRequired'],
    [
      'a new password scoring under 3',
      { next: 'abcdefg', confirmation: 'abcdefg' },
      'auth.passwordTooWeak',
    ],
    ['a confirmation that differs', { confirmation: `${STRONG}!` }, 'errors.passwordMismatch'],
    ['the same password', { current: STRONG }, 'auth.passwordMustBeDifferent'],
    [
      'a strong-enough password the sign-up rules refuse',
      { next: 'abcdefgh12', confirmation: 'abcdefgh12' },
      'auth.passwordTooWeak',
    ],
    [
      'a common pattern',
      { next: 'Qwerty12!', confirmation: 'Qwerty12!' },
      'auth.passwordCommonPattern',
    ],
  ])('%s', (_, change, expected) => {
    expect(changePasswordProblem({ ...fields, ...change })).toBe(expected);
  });
});

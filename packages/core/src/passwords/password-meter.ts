import { hasDigit, hasLower, hasSpecial, hasUpper, passwordLength } from './character-classes';
import { PASSWORD_MIN_LENGTH } from './password-rules';

export type PasswordRequirementId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  met: boolean;
}

export type PasswordMeterLevel = 'none' | 'weak' | 'medium' | 'good' | 'excellent';

export interface PasswordMeter {
  /** How many of the five requirements are met, 0 to 5. */
  met: number;
  level: PasswordMeterLevel;
  /** Filled bars out of 4. */
  bars: number;
}

/** The five checks the sign-up meter lists, in its order (docs/PRODUCT.md, Passwords). */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { id: 'length', met: passwordLength(password) >= PASSWORD_MIN_LENGTH },
    { id: 'upper', met: hasUpper(password) },
    { id: 'lower', met: hasLower(password) },
    { id: 'digit', met: hasDigit(password) },
    { id: 'special', met: hasSpecial(password) },
  ];
}

/** Indexed by the number of requirements met. */
const LEVELS: readonly Omit<PasswordMeter, 'met'>[] = [
  { level: 'none', bars: 0 },
  { level: 'weak', bars: 1 },
  { level: 'weak', bars: 1 },
  { level: 'medium', bars: 2 },
  { level: 'good', bars: 3 },
  { level: 'excellent', bars: 4 },
];

/**
 * The meter under the sign-up password field. It shows the five requirements only:
 * common patterns, the blocklist and the maximum length are reported when the form is
 * checked, so an 'excellent' password can still be refused.
 */
export function passwordMeter(password: string): PasswordMeter {
  const met = passwordRequirements(password).filter((requirement) => requirement.met).length;
  const { level, bars } = LEVELS[met] ?? { level: 'none', bars: 0 };
  return { met, level, bars };
}

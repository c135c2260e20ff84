import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('holds at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
  });

  it("is the package's whole common-password dictionary, read through its private file", () => {
    expect([...COMMON_PASSWORDS]).toEqual(dictionary['passwords-common']);
  });

  it('is stored in lower case, so lower-casing the candidate is enough', () => {
    expect([...COMMON_PASSWORDS].every((entry) => entry === entry.toLowerCase())).toBe(true);
  });

  it('recognises a common password whatever its case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('DRAGON')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
  });

  it('does not trim the candidate', () => {
    expect(isCommonPassword(' password')).toBe(false);
    expect(isCommonPassword('password ')).toBe(false);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Tr3s-l0ngue-phrase!')).toBe(false);
  });
});

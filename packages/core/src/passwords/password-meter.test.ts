import { describe, expect, it } from 'vitest';
import { passwordMeter, passwordRequirements } from './password-meter';

describe('password meter', () => {
  it('lists the five requirements in display order', () => {
    expect(passwordRequirements('')).toEqual([
      { id: 'length', met: false },
      { id: 'upper', met: false },
      { id: 'lower', met: false },
      { id: 'digit', met: false },
      { id: 'special', met: false },
    ]);
  });

  it('marks each requirement met on its own', () => {
    const met = (password: string) =>
      passwordRequirements(password)
        .filter((requirement) => requirement.met)
        .map((requirement) => requirement.id);
    expect(met('12345678')).toEqual(['length', 'digit']);
    expect(met('A')).toEqual(['upper']);
    expect(met('a')).toEqual(['lower']);
    expect(met('7')).toEqual(['digit']);
    expect(met(' ')).toEqual(['special']);
  });

  it('asks for 8 characters, counted in code points', () => {
    expect(passwordRequirements('abcdefg')[0]).toEqual({ id: 'length', met: false });
    expect(passwordRequirements('abcdefgh')[0]).toEqual({ id: 'length', met: true });
    expect(passwordRequirements('😀😀😀😀')[0]).toEqual({ id: 'length', met: false });
  });

  it.each([
    ['', 0, 'none', 0],
    ['a', 1, 'weak', 1],
    ['aB', 2, 'weak', 1],
    ['aB1', 3, 'medium', 2],
    ['aB1!', 4, 'good', 3],
    ['aB1!wxyz', 5, 'excellent', 4],
  ])('shows %j as %i met, %s, %i bars', (password, met, level, bars) => {
    expect(passwordMeter(password)).toEqual({ met, level, bars });
  });
});

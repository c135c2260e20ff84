import { describe, expect, it } from 'vitest';
import { creditsOfMe } from './credits';

describe('creditsOfMe', () => {
  it('reads the balance of an answer of GET /api/me', () => {
    const me = { user: { id: 'u1' }, credits: { amount: 3, unlimited: false } };
    expect(creditsOfMe(me)).toEqual({ amount: 3, unlimited: false });
    expect(creditsOfMe({ credits: { amount: -1, unlimited: true } })).toEqual({
      amount: -1,
      unlimited: true,
    });
  });

  it.each([
    ['no balance', { user: {} }],
    ['an amount in words', { credits: { amount: 'three', unlimited: false } }],
    ['no unlimited flag', { credits: { amount: 3 } }],
    ['no answer', null],
  ])('refuses an answer with %s', (_case, answer) => {
    expect(() => creditsOfMe(answer)).toThrow();
  });
});

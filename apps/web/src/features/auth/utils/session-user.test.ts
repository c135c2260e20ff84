import { describe, expect, it } from 'vitest';
import { sessionUserOf } from './session-user';

describe('sessionUserOf', () => {
  it("reads the id and e-mail of the answer's user, and nothing else", () => {
    const answer = {
      token: 't',
      user: { id: 'u1', email: 'a@example.com', name: '', image: null },
    };
    expect(sessionUserOf(answer)).toEqual({ id: 'u1', email: 'a@example.com' });
  });

  it.each([
    ['no answer', null],
    ['no user', { session: {} }],
    ['a null user', { user: null }],
    ['an id that is not a string', { user: { id: 1, email: 'a@example.com' } }],
    ['no e-mail', { user: { id: 'u1' } }],
    ['text', 'user'],
  ])('finds none in %s', (_case, answer) => {
    expect(sessionUserOf(answer)).toBeUndefined();
  });
});

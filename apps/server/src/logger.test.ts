import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger';

const NOTE = 'Le secret d’Élise, que personne ne doit lire';

/** What node-postgres (and PGlite) throw: the server's fields, the values in detail and where. */
function databaseError() {
  return Object.assign(new Error('unsupported Unicode escape sequence'), {
    name: 'error',
    severity: 'ERROR',
    code: '22P05',
    detail: '\\u0000 cannot be converted to text.',
    where: `JSON data, line 1: {"notes":"${NOTE}`,
    routine: 'json_errsave_error',
    query: 'update generation_history set note = $1',
    params: [NOTE],
  });
}

describe('serializeError', () => {
  it('keeps a failed query’s SQL, SQLSTATE and routine, and none of the values it was sent', () => {
    const failed = new DrizzleQueryError(
      'update generation_history set note = $1',
      [NOTE],
      databaseError(),
    );
    const logged = serializeError(failed);
    expect(JSON.stringify(logged)).not.toContain('Élise');
    expect(logged).toMatchObject({
      query: 'update generation_history set note = $1',
      params: 1,
      cause: { code: '22P05', routine: 'json_errsave_error', severity: 'ERROR', params: 1 },
    });
  });

  it('serializes the causes of any other error one by one, safely', () => {
    const wrapped = new Error('idea 42 could not be saved', {
      cause: new DrizzleQueryError('insert into generation_history', [NOTE], databaseError()),
    });
    const logged = serializeError(wrapped) as { message: string; stack: string };
    expect(logged.message).toBe('idea 42 could not be saved');
    expect(logged.stack).toContain('idea 42 could not be saved');
    expect(JSON.stringify(logged)).not.toContain('Élise');
    expect(JSON.stringify(logged)).toContain('22P05');
  });

  it('leaves what is not an error as it is', () => {
    expect(serializeError('text')).toBe('text');
    expect(serializeError({ code: 1 })).toEqual({ code: 1 });
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, setBalance, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { databaseState } from './support/database-state';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Makes the next `failures` inserts into generation_history fail, as a full disk or a lost
 * connection would: a trigger raises until a sequence, which no rollback undoes, passes
 * the count.
 */
async function failNextInserts(server: TestServer, failures: number) {
  const db = server.testDatabase.database.db;
  await db.execute(sql.raw('create sequence failed_inserts'));
  await db.execute(
    sql.raw(`
      create function fail_insert() returns trigger language plpgsql as $$
      begin
        if nextval('failed_inserts') <= ${failures} then
          raise exception 'could not extend file: No space left on device';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger fail_insert before insert on generation_history for each row execute function fail_insert()',
    ),
  );
}

function streamIdea(writer: BrowserSession) {
  return writer.request('/api/generations', {
    body: { language: 'fr', mode: 'key-points', genres: ['Space opera'] },
    accept: 'text/event-stream',
  });
}

const deltasOf = (events: { event: string; data: unknown }[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');

describe.each(TEST_DRIVERS)('an idea delivered whole whose save fails, on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function writerWith(credits: number) {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'delivered@example.com');
    await setBalance(server, 'delivered@example.com', credits);
    return writer;
  }

  it('is saved on the second try when the first fails, and charged once', async () => {
    const writer = await writerWith(2);
    await failNextInserts(server, 1);

    const events = await readEvents(await streamIdea(writer));
    const done = events.at(-1) ?? { event: 'none', data: {} };
    expect(done.event).toBe('done');
    const { entry, credits } = done.data as {
      entry: { id: string; idea: string };
      credits: number;
    };
    expect(entry.idea).toBe(deltasOf(events));
    expect(credits).toBe(1);
    expect(await balanceOf(writer)).toBe(1);
    const history = await writer.request('/api/history');
    expect(((await history.json()) as { total: number }).total).toBe(1);
    const retried = server.logs.find((line) => line.msg === 'idea not saved: trying once more');
    expect(retried?.ideaIds).toEqual([entry.id]);
  });

  it('tells the writer after the whole idea when both tries fail, gives the credit back and logs the id, not the text', async () => {
    const writer = await writerWith(1);
    await failNextInserts(server, 2);
    // Every table but the balance's, whose updated_at the hold and its release touch.
    const { credits: _balance, ...before } = await databaseState(server);

    const response = await streamIdea(writer);
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const idea = deltasOf(events);
    // The idea reached the writer whole (its four sections), then the refusal.
    expect(idea.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(events.map((event) => event.event)).not.toContain('done');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'generation.saveFailed', message: expect.any(String) },
    });

    expect(await balanceOf(writer)).toBe(1);
    const { credits: _after, ...after } = await databaseState(server);
    expect(after).toEqual(before);
    const failure = server.logs.find(
      (line) => line.msg === 'idea delivered but not saved: credit given back',
    );
    expect(failure).toMatchObject({
      level: 50,
      ideaIds: [expect.stringMatching(/^[0-9a-f-]{36}$/)],
      characters: idea.length,
    });
    expect(JSON.stringify(failure?.err)).toContain('No space left on device');
    const sentences = idea.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 30);
    expect(sentences.length).toBeGreaterThan(0);
    const logged = JSON.stringify(server.logs);
    for (const sentence of sentences) expect(logged).not.toContain(sentence.slice(0, 30));
  });

  it('answers a JSON request with 503 generation.saveFailed and charges nothing', async () => {
    const writer = await writerWith(1);
    await failNextInserts(server, 2);
    const response = await writer.post('/api/generations', {
      language: 'en',
      mode: 'quick',
      genres: ['Space opera'],
    });
    expect(response.status).toBe(503);
    expect(await errorCode(response)).toBe('generation.saveFailed');
    expect(await balanceOf(writer)).toBe(1);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzleWithNamedStatements } from './pglite-named-statements';
import { withTextParsers } from './pglite-text-parsers';

const notes = pgTable('notes', {
  id: text('id').primaryKey(),
  body: text('body'),
  stars: integer('stars').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const open = (pglite: PGlite) =>
  drizzleWithNamedStatements(withTextParsers(pglite), (wrapped) => drizzle({ client: wrapped }));

/** A fresh in-memory database with the notes table and these rows. */
async function openNotes(rows: (typeof notes.$inferInsert)[]) {
  const client = new PGlite();
  await client.waitReady;
  const db = open(client);
  await db.execute(
    sql`create table notes (id text primary key, body text, stars integer not null, at timestamptz not null)`,
  );
  await db.insert(notes).values(rows);
  return { client, db };
}

describe('drizzleWithNamedStatements', () => {
  let client: PGlite;
  let db: ReturnType<typeof open>;

  beforeAll(async () => {
    ({ client, db } = await openNotes([
      { id: 'a', body: 'first', stars: 3, at: new Date('2026-11-21T10:00:00.123Z') },
      { id: 'b', body: null, stars: 5, at: new Date('2026-11-22T08:30:00Z') },
    ]));
  });
  afterAll(async () => {
    await client.close();
  });

  const byId = () =>
    db
      .select()
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('note_by_id');

  it('runs a query prepared under a name as a named statement, with the same rows as an unnamed one', async () => {
    const prepared = byId();
    for (const id of ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'missing']) {
      const unnamed = await db.select().from(notes).where(eq(notes.id, id));
      expect(await prepared.execute({ id })).toEqual(unnamed);
    }
    expect(await prepared.execute({ id: 'a' })).toEqual([
      { id: 'a', body: 'first', stars: 3, at: new Date('2026-11-21T10:00:00.123Z') },
    ]);
    const { rows } = await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    );
    expect(rows).toEqual([{ name: 'note_by_id', statement: expect.stringContaining('"notes"') }]);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    const prepared = byId();
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 'c', body: 'rolled back', stars: 1, at: new Date() });
      inserted();
      await finished;
      tx.rollback();
    });
    await insertedOnce;
    const read = prepared.execute({ id: 'c' });
    finish();
    await expect(transaction).rejects.toThrow();
    expect(await read).toEqual([]);
  });

  it('rejects with the database error and keeps working after it', async () => {
    const starsAbove = db
      .select({ id: notes.id })
      .from(notes)
      .where(sql`${notes.stars} > ${sql.placeholder('stars')}`)
      .prepare('notes_with_stars_above');
    await expect(starsAbove.execute({ stars: 'many' })).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    expect(await starsAbove.execute({ stars: 4 })).toEqual([{ id: 'b' }]);
  });

  it('refuses two different queries under one name', () => {
    byId();
    expect(() =>
      db
        .select()
        .from(notes)
        .where(eq(notes.body, sql.placeholder('id')))
        .prepare('note_by_id'),
    ).toThrow(/note_by_id/);
  });
});

describe('results kept by drizzleWithNamedStatements', () => {
  let client: PGlite;
  let db: ReturnType<typeof open>;
  const starsOf = () =>
    db
      .select({ stars: notes.stars })
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('stars_of');

  beforeAll(async () => {
    ({ client, db } = await openNotes([
      { id: 'a', body: null, stars: 1, at: new Date() },
      { id: 'b', body: null, stars: 2, at: new Date() },
    ]));
  });
  afterAll(async () => {
    await client.close();
  });

  /** Counts the runs that reach the database, named or not. */
  function countRuns() {
    const runs = vi.spyOn(client, 'execProtocolStream');
    return { count: () => runs.mock.calls.length, stop: () => runs.mockRestore() };
  }

  it('answers a repeated run from memory, by parameters, until something else runs', async () => {
    const prepared = starsOf();
    await prepared.execute({ id: 'a' });
    const runs = countRuns();
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 1 }]);
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 1 }]);
    expect(runs.count()).toBe(0);
    expect(await prepared.execute({ id: 'b' })).toEqual([{ stars: 2 }]);
    expect(runs.count()).toBe(1);

    await db.select().from(notes);
    const afterARead = runs.count();
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 1 }]);
    expect(runs.count()).toBe(afterARead + 1);
    runs.stop();
  });

  it('answers what the database holds after a write, a transaction or a failed statement', async () => {
    const prepared = starsOf();
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 1 }]);
    await db.update(notes).set({ stars: 10 }).where(eq(notes.id, 'a'));
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 10 }]);
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ stars: 11 }).where(eq(notes.id, 'a'));
    });
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 11 }]);
    await db.delete(notes).where(eq(notes.id, 'a'));
    expect(await prepared.execute({ id: 'a' })).toEqual([]);
    await db.insert(notes).values({ id: 'a', body: null, stars: 12, at: new Date() });
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 12 }]);
    await expect(db.execute(sql`update notes set stars = 'many'`)).rejects.toThrow();
    expect(await prepared.execute({ id: 'a' })).toEqual([{ stars: 12 }]);
  });

  /**
   * Holds the next run that takes PGlite's transaction lock until `release` is called:
   * before it takes the lock, or after it has let it go but before its caller hears back.
   * PGlite serves its lock in call order today; these make the orders it does not.
   */
  function holdNextRun(when: 'before-the-lock' | 'after-the-lock') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = client._runExclusiveTransaction.bind(client);
    vi.spyOn(client, '_runExclusiveTransaction').mockImplementationOnce(async (run) => {
      if (when === 'before-the-lock') await released;
      const result = await original(run);
      if (when === 'after-the-lock') await released;
      return result;
    });
    return release;
  }

  it('does not keep a result read before a write that started and ended while it was in flight', async () => {
    const prepared = starsOf();
    await prepared.execute({ id: 'b' });
    await db.update(notes).set({ stars: 20 }).where(eq(notes.id, 'b'));
    const release = holdNextRun('after-the-lock');
    const read = prepared.execute({ id: 'b' });
    await db.update(notes).set({ stars: 21 }).where(eq(notes.id, 'b'));
    release();
    expect(await read).toEqual([{ stars: 20 }]);
    expect(await prepared.execute({ id: 'b' })).toEqual([{ stars: 21 }]);
  });

  it('forgets a result read while a write that had already started was waiting', async () => {
    const prepared = starsOf();
    await db.update(notes).set({ stars: 30 }).where(eq(notes.id, 'b'));
    const release = holdNextRun('before-the-lock');
    const write = db.update(notes).set({ stars: 31 }).where(eq(notes.id, 'b'));
    const written = write.then(() => undefined);
    expect(await prepared.execute({ id: 'b' })).toEqual([{ stars: 30 }]);
    release();
    await written;
    expect(await prepared.execute({ id: 'b' })).toEqual([{ stars: 31 }]);
  });
});

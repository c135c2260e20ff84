import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleWithNamedStatements } from './pglite-named-statements';
import { withTextParsers } from './pglite-text-parsers';

const notes = pgTable('notes', {
  id: text('id').primaryKey(),
  body: text('body'),
  stars: integer('stars').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

describe('drizzleWithNamedStatements', () => {
  let client: PGlite;
  let db: ReturnType<typeof open>;
  const open = (pglite: PGlite) =>
    drizzleWithNamedStatements(withTextParsers(pglite), (wrapped) => drizzle({ client: wrapped }));

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    db = open(client);
    await db.execute(
      sql`create table notes (id text primary key, body text, stars integer not null, at timestamptz not null)`,
    );
    await db.insert(notes).values([
      { id: 'a', body: 'first', stars: 3, at: new Date('2026-11-21T10:00:00.123Z') },
      { id: 'b', body: null, stars: 5, at: new Date('2026-11-22T08:30:00Z') },
    ]);
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

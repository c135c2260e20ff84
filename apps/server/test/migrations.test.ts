import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createSeededRandom,
  ideaElementsOf,
  NAME_POOLS,
  writeOfflineIdea,
} from '@plume/core/generation/server';
import { WELL_FORMED } from '@plume/core/misbehaving-answers';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { generationHistory, mailOutbox } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './support/test-databases';

describe.each(TEST_DRIVERS)('migrations on %s', (driver) => {
  let testDatabase: TestDatabase;
  afterEach(() => testDatabase?.destroy());

  /** The schema as it was after migration `tag`: the journal without the later entries. */
  async function migrateUpTo(tag: string) {
    const { db } = testDatabase.database;
    const before = await mkdtemp(path.join(os.tmpdir(), 'plume-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
        entries: { tag: string }[];
      };
      const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
      journal.entries = journal.entries.slice(0, upTo + 1);
      await writeFile(journalPath, JSON.stringify(journal));
      // Both migrators take the driver's own Drizzle handle, which `db` is.
      if (driver === 'pglite') await migratePglite(db as never, { migrationsFolder: before });
      else await migrateNodePostgres(db as never, { migrationsFolder: before });
    } finally {
      await rm(before, { recursive: true, force: true });
    }
    await db.execute(sql`
      insert into users (id, name, email) values ('old-writer', '', 'old@example.com')`);
  }

  it('create the schema on an empty database and record themselves', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { db, migrate } = testDatabase.database;
    await migrate();

    const inserted = await db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
      .returning();
    expect(inserted[0]).toMatchObject({ to: 'a@example.com', subject: 'Hello' });
    expect(inserted[0]?.createdAt).toBeInstanceOf(Date);

    // Both drivers return their rows under `rows`; Drizzle types the result as unknown.
    const applied = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as { rows: unknown[] };
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThan(1);
    expect(applied.rows).toEqual([{ n: journal.entries.length }]);
  });

  it('are a no-op when run again, keeping the data', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { db, migrate } = testDatabase.database;
    await migrate();
    await db.insert(mailOutbox).values({ to: 'b@example.com', subject: 's', text: 't', html: 'h' });
    await migrate();
    expect(await db.$count(mailOutbox)).toBe(1);
  });

  it('give the ideas saved before their language was stored the language of their text', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { db } = testDatabase.database;
    await migrateUpTo('0012_ideas_kept_and_noted');
    const ideas = {
      fr: WELL_FORMED.fr.keyPoints,
      en: WELL_FORMED.en.quick,
      es: WELL_FORMED.es.keyPoints,
    };
    for (const idea of Object.values(ideas)) {
      await db.execute(sql`
        insert into generation_history (user_id, idea, genres, mode, style, search_words)
        values ('old-writer', ${idea}, '{}', 'quick', 'moderne', '{}')`);
    }

    await testDatabase.database.migrate();
    const rows = await db
      .select({ idea: generationHistory.idea, language: generationHistory.language })
      .from(generationHistory);
    expect(Object.fromEntries(rows.map((row) => [row.language, row.idea]))).toEqual(ideas);
  });

  it('read the ideas again only in a start that applies migrations', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { db, migrate } = testDatabase.database;
    await migrate();
    await db.execute(sql`
      insert into users (id, name, email) values ('old-writer', '', 'old@example.com')`);
    // A row no backfill has seen: a current database's start leaves it as it is.
    await db.execute(sql`
      insert into generation_history (user_id, idea, genres, mode, style, search_words)
      values ('old-writer', ${WELL_FORMED.en.quick}, '{}', 'quick', 'moderne', '{}')`);

    await migrate();
    const [row] = await db
      .select({ language: generationHistory.language, elements: generationHistory.elements })
      .from(generationHistory);
    expect(row).toEqual({ language: null, elements: null });
  });

  it('give the ideas saved before their elements were stored what their plan or text tells', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { db } = testDatabase.database;
    await migrateUpTo('0013_ideas_know_their_language');
    const { text, plan } = writeOfflineIdea(
      {
        language: 'es',
        mode: 'key-points',
        style: 'moderne',
        genres: [{ id: 'noir-fiction', name: 'Novela negra', description: '' }],
        leadGender: 'masculine',
        names: NAME_POOLS.es,
        recentTitles: [],
        creativityWarning: false,
      },
      createSeededRandom(5),
    );
    const byAi = 'El faro\n\nLucía Vargas vigila un faro; Mateo Rossi la espía.';
    await db.execute(sql`
      insert into generation_history (user_id, idea, genres, mode, style, search_words, plan)
      values ('old-writer', ${text}, '{}', 'key-points', 'moderne', '{}', ${JSON.stringify(plan)}::jsonb),
             ('old-writer', ${byAi}, '{}', 'quick', 'moderne', '{}', null)`);

    await testDatabase.database.migrate();
    const rows = await db
      .select({ idea: generationHistory.idea, elements: generationHistory.elements })
      .from(generationHistory);
    const elementsOf = (idea: string) => rows.find((row) => row.idea === idea)?.elements;
    expect(elementsOf(text)).toEqual(ideaElementsOf(text, { plan }));
    expect(elementsOf(text)?.source).toBe('plan');
    expect(elementsOf(byAi)).toMatchObject({
      source: 'text',
      title: 'El faro',
      lead: { name: 'Lucía Vargas', role: null, gender: 'feminine' },
      cast: [{ name: 'Mateo Rossi', role: null, gender: 'masculine' }],
      setting: null,
    });
  });

  it.runIf(driver === 'postgres')(
    'take turns when several instances start on one database at once',
    async () => {
      testDatabase = await createTestDatabase(driver, { empty: true });
      const others = await Promise.all(
        [1, 2].map(() => openDatabase({ driver: 'postgres', url: testDatabase.url as string })),
      );
      try {
        const all = [testDatabase.database, ...others];
        await Promise.all(all.map((database) => database.migrate()));
        expect(await testDatabase.database.db.$count(mailOutbox)).toBe(0);
      } finally {
        await Promise.all(others.map((database) => database.close()));
      }
    },
  );
});

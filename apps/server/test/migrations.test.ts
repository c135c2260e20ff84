import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './support/test-databases';

describe.each(TEST_DRIVERS)('migrations on %s', (driver) => {
  let testDatabase: TestDatabase;
  afterEach(() => testDatabase?.destroy());

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

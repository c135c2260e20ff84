import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import type { Database } from '../src/db/database';
import { credits, payments, users } from '../src/db/schema';
import { SERVER_ROOT } from '../src/paths';

const run = promisify(execFile);

/** `npm run admin -- <args>`, from the sources (the built admin.js is the same code). */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/admin.ts', ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** An account as sign-up leaves it, written straight into the database. */
async function addAccount(database: Database, email: string, amount = 3) {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name: '', email });
  await database.db.insert(credits).values({ id: randomUUID(), userId: id, amount });
  await database.db.insert(payments).values({
    userId: id,
    packageId: '25_credits',
    credits: 25,
    amountCents: 1000,
    currency: 'CAD',
    language: 'fr',
    provider: 'local-checkout',
    providerSessionId: `local_${randomUUID()}`,
    status: 'paid',
  });
  return id;
}

async function balance(database: Database, userId: string) {
  const [row] = await database.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.amount;
}

// Each run starts a process that compiles the command (tsx) and opens PGlite from disk:
// seconds, and tens of seconds on a loaded 2-core machine, where a test of six runs took
// over the default two minutes. A test cut short goes on in the background and, reading
// `dataDir`, would open the next test's folder: so each test gets all the time it needs.
describe('admin command on pglite', { timeout: 600_000 }, () => {
  let dataDir: string;
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function open(holder?: string) {
    const database = await openDatabase({ driver: 'pglite', dataDir }, holder);
    opened.push(database);
    return database;
  }

  async function seeded() {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-admin-'));
    const database = await open();
    await database.migrate();
    const userId = await addAccount(database, 'ana@example.com');
    await database.close();
    return userId;
  }

  it('sets, adds to and makes unlimited a balance, and shows the account', async () => {
    const userId = await seeded();
    const env = { DATA_DIR: dataDir };
    expect((await admin(['credits', 'ana@example.com', '12'], env)).stdout).toBe(
      'ana@example.com: 3 -> 12 credits\n',
    );
    expect((await admin(['credits', 'Ana@Example.com', '+5'], env)).stdout).toContain('12 -> 17');
    expect((await admin(['credits', 'ana@example.com', 'unlimited'], env)).stdout).toContain(
      '17 -> unlimited',
    );
    const adding = await admin(['credits', 'ana@example.com', '+5'], env);
    expect(adding.code).toBe(1);
    expect(adding.stderr).toContain('has unlimited credits');

    const shown = await admin(['show', 'ana@example.com'], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Account:  ana@example.com (id ${userId})`);
    expect(shown.stdout).toContain('Credits:  unlimited');
    expect(shown.stdout).toContain('Paid:     1 purchase(s), 25 credits');
    expect(shown.stdout).toMatch(/25_credits\s+CA\$10\s+paid\s+local-checkout/);
    expect(await balance(await open(), userId)).toBe(-1);
  });

  it('refuses unknown accounts and bad amounts, changing nothing', async () => {
    const userId = await seeded();
    const env = { DATA_DIR: dataDir };
    const unknown = await admin(['credits', 'nobody@example.com', '5'], env);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('No account with the e-mail nobody@example.com');
    for (const amount of ['-3', '1.5', 'lots', '+', '99999999999']) {
      const refused = await admin(['credits', 'ana@example.com', amount], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Expected: credits <email> <amount|+N|unlimited>');
    }
    expect(await balance(await open(), userId)).toBe(3);
  });

  it('refuses while a server holds the data folder, and the database stays sound', async () => {
    const userId = await seeded();
    const server = await open('the Plume server');
    const refused = await admin(['credits', 'ana@example.com', '50'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Refused: the database in ${dataDir} is open in the Plume server (pid ${process.pid})`,
    );
    expect(await balance(server, userId)).toBe(3);
    await server.close();

    const done = await admin(['credits', 'ana@example.com', '50'], { DATA_DIR: dataDir });
    expect(done.code, done.stderr).toBe(0);
    expect(await balance(await open(), userId)).toBe(50);
  });

  it('takes over a lock left by a process that died', async () => {
    const userId = await seeded();
    const dead = await run(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: Number(dead.stdout), holder: 'the Plume server' }),
    );
    expect((await admin(['credits', 'ana@example.com', '+1'], { DATA_DIR: dataDir })).code).toBe(0);
    // The command let go of the folder when it ended: opening it here works.
    expect(await balance(await open(), userId)).toBe(4);
  });
});

describe.runIf(process.env.DATABASE_URL)('admin command on postgres', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `plume_admin_${randomBytes(6).toString('hex')}`;

  async function withAdminClient(query: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  afterEach(() => withAdminClient(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('changes and shows a balance while the server is connected', async () => {
    await withAdminClient(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const server = await openDatabase({ driver: 'postgres', url: url.toString() });
    try {
      await server.migrate();
      const userId = await addAccount(server, 'ana@example.com');
      const env = { DATABASE_URL: url.toString() };
      expect((await admin(['credits', 'ana@example.com', '+7'], env)).stdout).toBe(
        'ana@example.com: 3 -> 10 credits\n',
      );
      expect((await admin(['show', 'ana@example.com'], env)).stdout).toContain('Credits:  10');
      expect(await balance(server, userId)).toBe(10);
    } finally {
      await server.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { afterEach, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { balanceOf, setBalance, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { databaseState } from './support/database-state';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
  note: string;
}

/** Texts PostgreSQL cannot store: NUL (text and jsonb refuse it) and lone surrogates. */
const UNSTORABLE = ['a\u0000b', 'a\uD800b', '\uDFFF', 'fin\u0000'];

/** The problems a strict XML 1.0 parser finds in a part of a Word file. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const parser = new SaxesParser();
  parser.on('error', (error) => problems.push(error.message));
  parser.write(xml).close();
  return problems;
}

/** Every XML part of a .docx, with what a strict parser finds wrong in each. */
async function wordParts(response: Response) {
  expect(response.status).toBe(200);
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const parts = Object.keys(zip.files).filter((name) => /\.(xml|rels)$/.test(name));
  return Promise.all(
    parts.map(async (name) => {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      return { name, xml, problems: xmlProblems(xml) };
    }),
  );
}

describe.each(TEST_DRIVERS)('text from outside, at the boundary, on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function idea(browser: BrowserSession): Promise<Entry> {
    const response = await browser.post('/api/generations', {
      language: 'fr',
      mode: 'quick',
      genres: ['Space opera'],
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: Entry }).entry;
  }

  it('refuses a brief the database cannot store with a 400, before any credit is held or any byte streams', async () => {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'brief@example.com');
    await setBalance(server, 'brief@example.com', 1);
    const before = await databaseState(server);

    // Ten tries on a balance of 1: each is refused whole, none is written or charged.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const text = UNSTORABLE[attempt % UNSTORABLE.length] ?? '';
      const brief = attempt % 2 === 0 ? { notes: text } : { avoid: text };
      const response = await writer.request('/api/generations', {
        body: { language: 'fr', mode: 'quick', genres: ['Space opera'], brief },
        accept: 'text/event-stream',
      });
      expect(response.status, JSON.stringify(brief)).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await errorCode(response)).toBe('errors.invalidText');
    }
    expect(await databaseState(server)).toEqual(before);
    expect(await balanceOf(writer)).toBe(1);
  });

  it('refuses NUL and lone surrogates in genre names, and NUL in searches, with errors.invalidText', async () => {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'search@example.com');
    const before = await databaseState(server);
    for (const text of UNSTORABLE) {
      const response = await writer.post('/api/generations', {
        language: 'fr',
        mode: 'quick',
        genres: [`Space opera${text}`],
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('errors.invalidText');
    }
    // A query string carries bytes: NUL travels as %00 (a lone surrogate has no UTF-8).
    for (const path of ['/api/history?q=a%00b', '/api/genres/search?language=fr&q=fant%00']) {
      const response = await writer.request(path);
      expect(response.status, path).toBe(400);
      expect(await errorCode(response)).toBe('errors.invalidText');
    }
    expect(await databaseState(server)).toEqual(before);
  });

  it('refuses a note holding NUL or a lone surrogate with a 400 that changes nothing and logs no text', async () => {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'note@example.com');
    const entry = await idea(writer);
    await writer.request(`/api/history/${entry.id}`, {
      method: 'PATCH',
      body: { note: 'Ma note' },
    });
    const before = await databaseState(server);

    for (const text of UNSTORABLE) {
      const note = `Le secret d’Élise ${text}`;
      const response = await writer.request(`/api/history/${entry.id}`, {
        method: 'PATCH',
        body: { note, favourite: true },
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('errors.invalidText');
    }
    expect(await databaseState(server)).toEqual(before);
    const errors = server.logs.filter((line) => Number(line.level) >= 50);
    expect(errors).toEqual([]);
    expect(JSON.stringify(server.logs)).not.toContain('Le secret');
  });

  it('stores a note without its control characters, its lines kept', async () => {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'controls@example.com');
    const entry = await idea(writer);
    const response = await writer.request(`/api/history/${entry.id}`, {
      method: 'PATCH',
      body: { note: 'Cloche\u0007 et\u001B échap\u000Bligne\u000Cpage\tfin\r\n' },
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { entry: Entry }).entry;
    expect(saved.note).toBe('Cloche et échap\nligne\npage\tfin\r\n');
  });

  it('writes Word files that parse as XML 1.0 whatever the stored note and idea hold', async () => {
    server = await startTestServer(driver);
    const writer = await signedUpWriter(server, 'word@example.com');
    const entry = await idea(writer);
    const patched = await writer.request(`/api/history/${entry.id}`, {
      method: 'PATCH',
      body: { favourite: true, note: 'Avant\u0007 la règle\u000B' },
    });
    expect(patched.status).toBe(200);
    // Texts stored before the rule, or by another road, with what XML 1.0 forbids.
    const forbidden =
      'bell\u0007 vt\u000B ff\u000C esc\u001B del\u007F c1\u0085\u009F nonchar\uFFFE\uFFFF';
    await server.testDatabase.database.db
      .update(generationHistory)
      .set({ note: `Ma note ${forbidden}`, idea: `${entry.idea}\n\n${forbidden}` })
      .where(eq(generationHistory.id, entry.id));

    for (const path of [
      `/api/history/${entry.id}/export?format=docx`,
      '/api/history/export?favourite=true&format=docx',
    ]) {
      const parts = await wordParts(await writer.request(path));
      expect(parts.map((part) => part.name)).toContain('word/document.xml');
      for (const part of parts) expect(part.problems, `${path} ${part.name}`).toEqual([]);
      const document = parts.find((part) => part.name === 'word/document.xml')?.xml ?? '';
      expect(document).toContain('Ma note bell vt ff esc del');
    }
  });
});

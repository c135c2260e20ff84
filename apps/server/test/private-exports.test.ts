import type { StoryCard } from '@plume/core/bible';
import { MESSAGES } from '@plume/core/i18n/server';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
}

const IDEA_NOTE = 'Only for me: send it to Quillmoor.';
const CARD_NOTE = 'Private: make her older?';
const SECRET = 'She lit the fire that sank them.';
/** A field the card shows: in every export. */
const ROLE = 'harbour pilot';

/** The text of a file: a .docx's main part as its runs' text, a Markdown file as it is. */
async function textOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  if (!response.headers.get('content-type')?.includes('wordprocessingml')) {
    return response.text();
  }
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join('\n');
}

describe.each(TEST_DRIVERS)('exports without the private parts on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function seeded(browser: BrowserSession) {
    const written = await browser.post('/api/generations', {
      language: 'en',
      mode: 'quick',
      genres: ['Noir'],
    });
    expect(written.status).toBe(200);
    const entry = ((await written.json()) as { entry: Entry }).entry;
    const noted = await browser.request(`/api/history/${entry.id}`, {
      method: 'PATCH',
      body: { favourite: true, note: IDEA_NOTE },
    });
    expect(noted.status).toBe(200);
    const created = await browser.post('/api/cards', {
      ideaId: entry.id,
      type: 'person',
      name: 'Iris Fenwick',
      role: ROLE,
      secret: SECRET,
      notes: CARD_NOTE,
    });
    expect(created.status).toBe(201);
    const { card } = (await created.json()) as { card: StoryCard };
    expect(card.hidden).toEqual(['secret']);
    return entry;
  }

  it('leaves out the idea’s note, the cards’ notes and hidden fields with private=false, in Word and Markdown', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'private@example.com');
    const entry = await seeded(browser);
    const routes = [`/api/history/${entry.id}/export?`, '/api/history/export?favourite=true&'];

    for (const route of routes) {
      for (const format of ['md', 'docx']) {
        const label = `${route}format=${format}`;
        const left = await textOf(
          await browser.request(`${route}format=${format}&language=en&private=false`),
        );
        expect(left, label).toContain('Iris Fenwick');
        expect(left, label).toContain(ROLE);
        expect(left, label).toContain(MESSAGES.en.bible.title);
        for (const secret of [IDEA_NOTE, CARD_NOTE, SECRET]) {
          expect(left, label).not.toContain(secret);
        }
        expect(left, label).not.toContain(MESSAGES.en.note.title);
        expect(left, label).not.toContain(`${MESSAGES.en.bible.fields.secret}:`);

        for (const kept of ['', '&private=true']) {
          const whole = await textOf(
            await browser.request(`${route}format=${format}&language=en${kept}`),
          );
          for (const secret of [IDEA_NOTE, CARD_NOTE, SECRET, ROLE]) {
            expect(whole, `${label}${kept}`).toContain(secret);
          }
        }
      }
    }
  });

  // As every parameter read once, a repeated one is read by its first value.
  it('refuses a private value other than true or false with 400, repeated too', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'private-bad@example.com');
    const entry = await seeded(browser);
    for (const query of ['private=maybe', 'private=maybe&private=false', 'private=', 'private=0']) {
      for (const route of [
        `/api/history/${entry.id}/export?format=md&`,
        '/api/history/export?favourite=true&format=md&',
      ]) {
        const refused = await browser.request(`${route}${query}`);
        expect(refused.status, `${route}${query}`).toBe(400);
        expect(await errorCode(refused)).toBe('errors.badRequest');
      }
    }
  });
});

import type { ConsistencyFinding, LineCards, StoryCard } from '@plume/core/bible';
import { createSeededRandom } from '@plume/core/generation/server';
import {
  IDEA_DESCRIPTION_MAX,
  IDEA_TITLE_MAX,
  ideaFromText,
  ideaTextOf,
} from '@plume/core/history';
import { readText } from '@plume/core/text';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { databaseState } from './support/database-state';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
  edited: boolean;
  note: string;
  elements: { title: string | null };
}

const TEXT_CODES = [
  'errors.invalidText',
  'errors.badRequest',
  'history.titleRequired',
  'history.titleTooLong',
  'history.descriptionRequired',
  'history.descriptionTooLong',
];

async function write(browser: BrowserSession, language: string, mode = 'detailed') {
  const response = await browser.post('/api/generations', {
    language,
    mode,
    genres: ['Space opera'],
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { entry: Entry }).entry;
}

const patch = (browser: BrowserSession, id: string, body: unknown) =>
  browser.request(`/api/history/${id}`, { method: 'PATCH', body });

async function edited(response: Response): Promise<Entry> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { entry: Entry }).entry;
}

async function search(browser: BrowserSession, q: string) {
  const response = await browser.request(`/api/history?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Entry[] }).items.map((entry) => entry.id);
}

async function findings(browser: BrowserSession, id: string) {
  const response = await browser.request(`/api/history/${id}/consistency`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { findings: ConsistencyFinding[] }).findings;
}

/** A first name one letter off: its second letter changed, as a slip of the pen would. */
const drifted = (name: string) => `${name[0]}${name[1] === 'e' ? 'a' : 'e'}${name.slice(2)}`;

describe.each(TEST_DRIVERS)('a writer’s edit of an idea’s text on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('keeps the engine’s text; the search, the export and the notes read the writer’s; restoring brings the engine’s back', async () => {
    // Seeded: the same idea every run, so the words looked for are the same.
    server = await startTestServer(driver, {
      env: { SIGNUP_CREDITS: '5' },
      random: createSeededRandom(7),
    });
    const writer = await signedUpWriter(server, 'editor@example.com');
    const idea = await write(writer, 'en');
    expect(idea.edited).toBe(false);
    const kept = await writer.post(`/api/history/${idea.id}/cards`);
    const lead = ((await kept.json()) as LineCards).cards.find(
      (card): card is Extract<StoryCard, { type: 'person' }> => card.type === 'person',
    );
    if (!lead) throw new Error('the idea has no person card');
    expect(await findings(writer, idea.id)).toEqual([]);

    // A word of the engine's title, found before the edit and gone after it: not one of the
    // lead's names, which the new text keeps.
    const engineTitle = ideaTextOf(idea.idea).title;
    const removed =
      engineTitle
        .split(/[\s’']+/)
        .filter((word) => word.length > 4 && !lead.name.includes(word))
        .sort((a, b) => b.length - a.length)[0] ?? '';
    expect(removed).not.toBe('');
    expect(await search(writer, removed)).toEqual([idea.id]);
    expect(await search(writer, 'Quillmoor')).toEqual([]);

    const [first = '', ...family] = lead.name.split(' ');
    const text = {
      title: 'The Quillmoor Lantern',
      description: `${[drifted(first), ...family].join(' ')} keeps the lantern burning.\n\nNo one else sees it.`,
    };
    const entry = await edited(await patch(writer, idea.id, { text }));
    expect(entry).toMatchObject({ id: idea.id, edited: true, idea: ideaFromText(text) });
    expect(entry.elements.title).toBe('The Quillmoor Lantern');
    const [row] = await server.testDatabase.database.db
      .select()
      .from(generationHistory)
      .where(eq(generationHistory.id, idea.id));
    expect(row).toMatchObject({ idea: ideaFromText(text), originalIdea: idea.idea });

    // The history, its search, the export and the consistency notes read the writer's text.
    const listed = await writer.request('/api/history');
    expect(((await listed.json()) as { items: Entry[] }).items[0]).toMatchObject({
      idea: ideaFromText(text),
      edited: true,
    });
    expect(await search(writer, 'Quillmoor')).toEqual([idea.id]);
    expect(await search(writer, removed)).toEqual([]);
    const exported = await writer.request(`/api/history/${idea.id}/export?format=md`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('the-quillmoor-lantern.md');
    const markdown = await exported.text();
    expect(markdown).toContain('# The Quillmoor Lantern');
    expect(markdown).toContain(`${drifted(first)} ${family.join(' ')} keeps the lantern burning.`);
    expect(markdown).not.toContain(engineTitle);
    expect(await findings(writer, idea.id)).toEqual([
      expect.objectContaining({
        kind: 'nameDrift',
        cardId: lead.id,
        found: drifted(first),
        expected: first,
      }),
    ]);

    // A second edit keeps the engine's text, not the first edit's.
    const again = { ...text, title: 'The Quillmoor Lamp' };
    expect(await edited(await patch(writer, idea.id, { text: again }))).toMatchObject({
      edited: true,
      idea: ideaFromText(again),
    });

    const restored = await edited(await patch(writer, idea.id, { restoreOriginal: true }));
    expect(restored).toMatchObject({ idea: idea.idea, edited: false });
    expect(restored.elements.title).toBe(engineTitle);
    expect(await search(writer, 'Quillmoor')).toEqual([]);
    expect(await search(writer, removed)).toEqual([idea.id]);
    expect(await findings(writer, idea.id)).toEqual([]);
    // Restoring an idea that is the engine's changes nothing.
    expect(await edited(await patch(writer, idea.id, { restoreOriginal: true }))).toMatchObject({
      idea: idea.idea,
      edited: false,
    });

    // An edit that gives the engine's text back (an undo) is no edit: the engine's is kept as
    // it was written, to the byte.
    await edited(await patch(writer, idea.id, { text }));
    const undone = await edited(await patch(writer, idea.id, { text: ideaTextOf(idea.idea) }));
    expect(undone).toMatchObject({ idea: idea.idea, edited: false });
  });

  it('edits the favourite and the note alongside, and keeps the edit when only they change', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '5' } });
    const writer = await signedUpWriter(server, 'alongside@example.com');
    const idea = await write(writer, 'fr', 'quick');
    const text = { title: 'La Lanterne', description: 'Une gardienne veille sur Quillmoor.' };
    const entry = await edited(await patch(writer, idea.id, { text, note: 'À relire.' }));
    expect(entry).toMatchObject({ edited: true, note: 'À relire.', idea: ideaFromText(text) });
    const starred = await edited(await patch(writer, idea.id, { favourite: true }));
    expect(starred).toMatchObject({ edited: true, idea: ideaFromText(text) });
  });

  it('answers another writer 404 and refuses bad texts with their codes, changing nothing', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '5' } });
    const owner = await signedUpWriter(server, 'owner@example.com');
    const idea = await write(owner, 'es', 'quick');
    const text = { title: 'La linterna', description: 'Una guardiana vela.' };
    await edited(await patch(owner, idea.id, { text }));
    const stranger = await signedUpWriter(server, 'stranger@example.com');
    const before = await databaseState(server);

    for (const body of [
      { text: { title: 'Robada', description: 'Mía.' } },
      { restoreOriginal: true },
    ]) {
      const response = await patch(stranger, idea.id, body);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('history.notFound');
    }
    const unknown = await patch(owner, '00000000-0000-4000-8000-000000000000', { text });
    expect(unknown.status).toBe(404);

    const title = (value: unknown) => ({ text: { ...text, title: value } });
    const description = (value: unknown) => ({ text: { ...text, description: value } });
    for (const [body, code] of [
      [title(''), 'history.titleRequired'],
      [title(' \n\t '), 'history.titleRequired'],
      [title('— … ·'), 'history.titleRequired'],
      [title('t'.repeat(IDEA_TITLE_MAX + 1)), 'history.titleTooLong'],
      [description(''), 'history.descriptionRequired'],
      [description('\u200b\r\n'), 'history.descriptionRequired'],
      [description('d'.repeat(IDEA_DESCRIPTION_MAX + 1)), 'history.descriptionTooLong'],
      [title('La\u0000linterna'), 'errors.invalidText'],
      [description('Una \uD800 guardiana'), 'errors.invalidText'],
      [title(42), 'errors.badRequest'],
      [{ text: { title: 'Sin texto' } }, 'errors.badRequest'],
      [{ text: { ...text, subtitle: 'No' } }, 'errors.badRequest'],
      [{ text: 'La linterna' }, 'errors.badRequest'],
      [{ restoreOriginal: false }, 'errors.badRequest'],
      [{ restoreOriginal: 'yes' }, 'errors.badRequest'],
      [{ text, restoreOriginal: true }, 'errors.badRequest'],
    ] as const) {
      const response = await patch(owner, idea.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorCode(response), JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    expect(await databaseState(server)).toEqual(before);

    // At the limits, and with a title on several lines, the text is taken.
    const longest = {
      title: `${'t'.repeat(IDEA_TITLE_MAX - 2)}\n x`,
      description: 'd'.repeat(IDEA_DESCRIPTION_MAX),
    };
    const saved = await edited(await patch(owner, idea.id, { text: longest }));
    expect(ideaTextOf(saved.idea)).toEqual({
      title: `${'t'.repeat(IDEA_TITLE_MAX - 2)} x`,
      description: longest.description,
    });
  });

  it('takes any text from outside cleaned, or refuses it with a code and changes nothing', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '5' } });
    const writer = await signedUpWriter(server, 'fuzz@example.com');
    const idea = await write(writer, 'fr', 'quick');
    const odd = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧',
        '\u202Egnp.exe',
        'ﷺ ǅ ﬃ',
        'e\u0301\u0301\u0301',
        'Ligne\u000Bsuivante\u0085fin',
        '# **Titre**',
        '\uDFFFx',
      ),
    );
    await fc.assert(
      fc.asyncProperty(odd, odd, async (title, description) => {
        const before = await databaseState(server);
        const response = await patch(writer, idea.id, { text: { title, description } });
        if (response.status === 200) {
          const entry = ((await response.json()) as { entry: Entry }).entry;
          const read = (value: string) => {
            const reading = readText(value);
            return 'text' in reading ? reading.text : '';
          };
          expect(entry.idea).toBe(
            ideaFromText({ title: read(title), description: read(description) }),
          );
          return;
        }
        expect(response.status).toBe(400);
        expect(TEXT_CODES).toContain(await errorCode(response));
        expect(await databaseState(server)).toEqual(before);
      }),
      { seed: 20_261_129, numRuns: 30 },
    );
  });
});

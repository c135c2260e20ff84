import type { StoryCard } from '@plume/core/bible';
import { createSeededRandom, languageOfIdea, type StoryPlan } from '@plume/core/generation/server';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import type { Outline, OutlineBeat, OutlineFinding } from '@plume/core/outline';
import { STRUCTURES } from '@plume/core/outline';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { balanceOf, setBalance, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir'],
  en: ['Space opera'],
  es: ['Fantasy épique'],
};

const MODES = ['quick', 'key-points', 'detailed'] as const;

interface Entry {
  id: string;
  idea: string;
}

describe.each(TEST_DRIVERS)('outlines on %s', (driver) => {
  let server: TestServer;
  let random = createSeededRandom(1);
  let writers = 0;

  beforeAll(async () => {
    server = await startTestServer(driver, {
      env: { SIGNUP_CREDITS: '30' },
      random: () => random(),
    });
  });
  afterAll(() => server?.stop());

  const writer = () => signedUpWriter(server, `outliner-${++writers}@example.com`);

  async function idea(
    browser: BrowserSession,
    language: Language = 'fr',
    mode: (typeof MODES)[number] = 'quick',
  ): Promise<Entry> {
    const response = await browser.post('/api/generations', {
      genres: GENRES[language],
      mode,
      language,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: Entry }).entry;
  }

  async function outline(browser: BrowserSession, ideaId: string, structure = 'save-the-cat') {
    const response = await browser.post(`/api/history/${ideaId}/outline`, { structure });
    expect(response.status).toBe(200);
    return (await response.json()) as { outline: Outline; credits: number };
  }

  async function planOf(id: string): Promise<StoryPlan> {
    const db = server.testDatabase.database.db;
    const [row] = await db.select().from(generationHistory).where(eq(generationHistory.id, id));
    if (!row?.plan) throw new Error(`no plan for ${id}`);
    return row.plan;
  }

  const findings = async (browser: BrowserSession, id: string) => {
    const response = await browser.request(`/api/outlines/${id}/checks`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { findings: OutlineFinding[] }).findings;
  };

  it.each(LANGUAGES)(
    'lays a built-in %s idea out by Save the Cat, in its language, for one credit',
    async (language) => {
      const browser = await writer();
      for (const [index, mode] of MODES.entries()) {
        random = createSeededRandom(40 + index);
        const entry = await idea(browser, language, mode);
        const before = await balanceOf(browser);
        const { outline: written, credits } = await outline(browser, entry.id);
        expect(credits).toBe(before - 1);
        expect(await balanceOf(browser)).toBe(before - 1);
        expect(written.beats.map((beat) => beat.key)).toEqual(
          STRUCTURES['save-the-cat'].beats.map((beat) => beat.key),
        );
        expect(written.language).toBe(language);
        expect(languageOfIdea(written.beats.map((beat) => beat.summary).join(' '))).toBe(language);
        for (const beat of written.beats) expect(beat.summary.trim()).not.toBe('');
        const lead = (await planOf(entry.id)).cast[0].first;
        const naming = written.beats.filter((beat) => beat.summary.includes(lead));
        expect(naming.length, `${language} ${mode}`).toBeGreaterThanOrEqual(5);
        expect(await findings(browser, written.id)).toEqual([]);
        const read = await browser.request(`/api/history/${entry.id}/outline`);
        expect(((await read.json()) as { outline: Outline }).outline).toEqual(written);
      }
    },
  );

  it('streams the beats as they are written, then the saved outline', async () => {
    const browser = await writer();
    const entry = await idea(browser, 'en');
    const response = await browser.request(`/api/history/${entry.id}/outline`, {
      body: { structure: 'quinary', targetWords: 30_000 },
      accept: 'text/event-stream',
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events.map((event) => event.event)).toEqual([
      ...STRUCTURES.quinary.beats.map(() => 'beat'),
      'done',
    ]);
    const done = events.at(-1)?.data as { outline: Outline };
    expect(done.outline.targetWords).toBe(30_000);
    expect(done.outline.beats.reduce((sum, beat) => sum + beat.words, 0)).toBe(30_000);
  });

  it('refuses, uncharged, a second outline, an unknown structure, a bad length and another writer’s idea', async () => {
    const browser = await writer();
    const other = await writer();
    const entry = await idea(browser);
    await outline(browser, entry.id);
    const balance = await balanceOf(browser);
    const again = await browser.post(`/api/history/${entry.id}/outline`, { structure: 'freytag' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('outline.exists');
    const fresh = await idea(browser);
    const afterIdea = await balanceOf(browser);
    expect(afterIdea).toBe(balance - 1);
    for (const [body, code] of [
      [{ structure: 'snowflake' }, 'outline.unknownStructure'],
      [{}, 'outline.unknownStructure'],
      [{ structure: 'freytag', targetWords: 12 }, 'outline.invalidTargetWords'],
      [{ structure: 'freytag', targetWords: '80000' }, 'outline.invalidTargetWords'],
      [{ structure: 'freytag', extra: true }, 'errors.badRequest'],
    ] as const) {
      const refused = await browser.post(`/api/history/${fresh.id}/outline`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(refused)).toBe(code);
    }
    for (const id of [fresh.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await other.post(`/api/history/${id}/outline`, { structure: 'freytag' });
      expect(refused.status).toBe(404);
      expect(await errorCode(refused)).toBe('history.notFound');
    }
    expect(await balanceOf(browser)).toBe(afterIdea);
    expect(await balanceOf(other)).toBe(30);
  });

  it('charges nothing to an unlimited account, and refuses a writer with no credit', async () => {
    const browser = await writer();
    const email = `outliner-${writers}@example.com`;
    const first = await idea(browser);
    const second = await idea(browser);
    await setBalance(server, email, -1);
    expect((await outline(browser, first.id)).credits).toBe(-1);
    await setBalance(server, email, 0);
    const refused = await browser.post(`/api/history/${second.id}/outline`, {
      structure: 'freytag',
    });
    expect(refused.status).toBe(402);
    expect(await errorCode(refused)).toBe('generation.noCredits');
    expect((await browser.request(`/api/history/${second.id}/outline`)).status).toBe(404);
  });

  it('answers 404 to another writer on every outline route', async () => {
    const owner = await writer();
    const other = await writer();
    const entry = await idea(owner);
    const { outline: written } = await outline(owner, entry.id);
    const beat = written.beats[0] as OutlineBeat;
    const base = `/api/outlines/${written.id}`;
    const attempts: [string, { method?: string; body?: unknown }][] = [
      [`/api/history/${entry.id}/outline`, {}],
      [base, { method: 'DELETE' }],
      [`${base}/beats/${beat.id}`, { method: 'PATCH', body: { summary: 'Mine now.' } }],
      [`${base}/beats`, { body: { after: null, title: 'Intrusion' } }],
      [`${base}/beats/${beat.id}`, { method: 'DELETE' }],
      [`${base}/order`, { method: 'PUT', body: { beats: written.beats.map((b) => b.id) } }],
      [`${base}/redraw`, { method: 'POST' }],
      [`${base}/checks`, {}],
      [`${base}/export?format=md`, {}],
    ];
    for (const [path, init] of attempts) {
      const response = await other.request(path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
    }
    const read = await owner.request(`/api/history/${entry.id}/outline`);
    expect(((await read.json()) as { outline: Outline }).outline).toEqual(written);
    expect(await balanceOf(other)).toBe(30);
  });

  it('keeps the writer’s edits, and a locked beat word for word through a redraw', async () => {
    const browser = await writer();
    random = createSeededRandom(7);
    const entry = await idea(browser, 'fr', 'detailed');
    const { outline: written } = await outline(browser, entry.id);
    const [first, second] = written.beats as [OutlineBeat, OutlineBeat];
    const edited = await browser.request(`/api/outlines/${written.id}/beats/${first.id}`, {
      method: 'PATCH',
      body: { summary: 'Marthe ouvre le livre de comptes.', words: 1200, locked: true },
    });
    expect(edited.status).toBe(200);
    const beat = ((await edited.json()) as { beat: OutlineBeat }).beat;
    expect(beat).toMatchObject({ summary: 'Marthe ouvre le livre de comptes.', locked: true });
    expect(beat.source).toBe('writer');
    await browser.request(`/api/outlines/${written.id}/beats/${second.id}`, {
      method: 'PATCH',
      body: { locked: true },
    });

    const before = await balanceOf(browser);
    const redraw = await browser.request(`/api/outlines/${written.id}/redraw`, { method: 'POST' });
    expect(redraw.status).toBe(200);
    const redrawn = ((await redraw.json()) as { outline: Outline; credits: number }).outline;
    expect(await balanceOf(browser)).toBe(before - 1);
    expect(redrawn.beats[0]).toEqual({ ...first, ...beat });
    expect(redrawn.beats[1]).toEqual({ ...second, locked: true });
    const unlocked = redrawn.beats.slice(2);
    const changed = unlocked.filter(
      (next, index) => next.summary !== written.beats[index + 2]?.summary,
    );
    expect(changed.length).toBeGreaterThan(unlocked.length / 2);
    expect(redrawn.beats.map((b) => b.id)).toEqual(written.beats.map((b) => b.id));

    for (const each of redrawn.beats.slice(2)) {
      await browser.request(`/api/outlines/${written.id}/beats/${each.id}`, {
        method: 'PATCH',
        body: { locked: true },
      });
    }
    const balance = await balanceOf(browser);
    const nothing = await browser.request(`/api/outlines/${written.id}/redraw`, { method: 'POST' });
    expect(nothing.status).toBe(400);
    expect(await errorCode(nothing)).toBe('outline.nothingToRedraw');
    expect(await balanceOf(browser)).toBe(balance);
  });

  it('adds, moves and deletes beats, and refuses what does not fit', async () => {
    const browser = await writer();
    const entry = await idea(browser, 'es');
    const { outline: written } = await outline(browser, entry.id, 'planteamiento-nudo-desenlace');
    const [first, second, third] = written.beats as [OutlineBeat, OutlineBeat, OutlineBeat];
    const added = await browser.request(`/api/outlines/${written.id}/beats`, {
      body: { after: first.id, title: 'Una escena en el mercado', summary: 'Inés regatea.' },
    });
    expect(added.status).toBe(201);
    const scene = ((await added.json()) as { beat: OutlineBeat }).beat;
    expect(scene).toMatchObject({ key: null, source: 'writer', act: first.act, words: 0 });
    expect(scene.pct).toBeGreaterThan(first.pct);
    expect(scene.pct).toBeLessThan(second.pct);

    const moved = await browser.request(`/api/outlines/${written.id}/order`, {
      method: 'PUT',
      body: { beats: [third.id, first.id, scene.id, second.id] },
    });
    expect(moved.status).toBe(200);
    const order = ((await moved.json()) as { outline: Outline }).outline;
    expect(order.beats.map((beat) => beat.id)).toEqual([third.id, first.id, scene.id, second.id]);
    const pcts = order.beats.map((beat) => beat.pct);
    expect(pcts).toEqual([...pcts].sort((a, b) => a - b));

    for (const beats of [
      [first.id, second.id, third.id],
      [first.id, first.id, second.id, third.id],
      [first.id, second.id, third.id, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await browser.request(`/api/outlines/${written.id}/order`, {
        method: 'PUT',
        body: { beats },
      });
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe('outline.invalidOrder');
    }
    const deleted = await browser.request(`/api/outlines/${written.id}/beats/${scene.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    const gone = await browser.request(`/api/outlines/${written.id}/beats/${scene.id}`, {
      method: 'DELETE',
    });
    expect(await errorCode(gone)).toBe('outline.beatNotFound');

    for (const [body, code] of [
      [{ title: 'x'.repeat(121) }, 'outline.titleTooLong'],
      [{ summary: 'x'.repeat(601) }, 'outline.summaryTooLong'],
      [{ change: 'x'.repeat(201) }, 'outline.changeTooLong'],
      [{ pct: 101 }, 'outline.invalidBeat'],
      [{ words: 1.5 }, 'outline.invalidBeat'],
      [{ summary: 'a\u0000b' }, 'errors.invalidText'],
      [{ pov: '00000000-0000-4000-8000-000000000000' }, 'outline.unknownCard'],
      [{ cast: ['00000000-0000-4000-8000-000000000000'] }, 'outline.unknownCard'],
      [{ colour: 'red' }, 'errors.badRequest'],
    ] as const) {
      const refused = await browser.request(`/api/outlines/${written.id}/beats/${first.id}`, {
        method: 'PATCH',
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(refused)).toBe(code);
    }
    const cleaned = await browser.request(`/api/outlines/${written.id}/beats/${first.id}`, {
      method: 'PATCH',
      body: { summary: 'Inés\u0007 llega.' },
    });
    expect(((await cleaned.json()) as { beat: OutlineBeat }).beat.summary).toBe('Inés llega.');

    const many = Array.from({ length: 60 }, (_, index) => index);
    let refusedAt = -1;
    for (const index of many) {
      const response = await browser.request(`/api/outlines/${written.id}/beats`, {
        body: { after: null, title: `Escena ${index}` },
      });
      if (response.status !== 201) {
        expect(await errorCode(response)).toBe('outline.tooManyBeats');
        refusedAt = index;
        break;
      }
    }
    expect(refusedAt).toBe(60 - written.beats.length);
  });

  it('notes a finale moved first, a midpoint deleted and a renamed card', async () => {
    const browser = await writer();
    random = createSeededRandom(11);
    const entry = await idea(browser, 'fr', 'key-points');
    const { outline: written } = await outline(browser, entry.id);
    const finale = written.beats.find((beat) => beat.key === 'finale') as OutlineBeat;
    const midpoint = written.beats.find((beat) => beat.key === 'midpoint') as OutlineBeat;
    await browser.request(`/api/outlines/${written.id}/order`, {
      method: 'PUT',
      body: { beats: [finale.id, ...written.beats.filter((b) => b !== finale).map((b) => b.id)] },
    });
    await browser.request(`/api/outlines/${written.id}/beats/${midpoint.id}`, {
      method: 'DELETE',
    });
    const notes = await findings(browser, written.id);
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: 'beatOrder', beatId: finale.id, key: 'finale' }),
    );
    expect(notes).toContainEqual({ kind: 'missingBeat', beatId: null, key: 'midpoint' });
    expect(notes.filter((note) => note.kind === 'beatOrder')).toHaveLength(1);

    const cards = await browser.request(`/api/history/${entry.id}/cards`);
    const lead = ((await cards.json()) as { cards: StoryCard[] }).cards.find(
      (card) => card.type === 'person' && card.part === 'lead',
    ) as StoryCard;
    const [first, ...family] = lead.name.split(' ');
    const renamed = `${first?.slice(0, -1)}${first?.slice(-1) === 'e' ? 'a' : 'e'} ${family.join(' ')}`;
    const patched = await browser.request(`/api/cards/${lead.id}`, {
      method: 'PATCH',
      body: { name: renamed, aliases: [] },
    });
    expect(patched.status).toBe(200);
    const drift = (await findings(browser, written.id)).filter((n) => n.kind === 'nameDrift');
    expect(drift.length).toBeGreaterThan(0);
    expect(drift[0]).toMatchObject({ cardId: lead.id, found: first });
  });

  it('exports Markdown, CSV, OPML and Word, and the print of each beat', async () => {
    const browser = await writer();
    const entry = await idea(browser, 'en', 'detailed');
    const { outline: written } = await outline(browser, entry.id, 'heros-journey');
    const exported = async (format: string) => {
      const response = await browser.request(`/api/outlines/${written.id}/export?format=${format}`);
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`.${format}`);
      return response;
    };
    const markdown = await (await exported('md')).text();
    expect(markdown.match(/^### /gm)).toHaveLength(written.beats.length);

    const csv = await (await exported('csv')).text();
    const { parse } = await import('csv-parse/sync');
    const rows = parse(csv) as string[][];
    expect(rows).toHaveLength(written.beats.length + 1);

    const opml = new XMLParser({ ignoreAttributes: false }).parse(
      await (await exported('opml')).text(),
    ) as {
      opml: {
        '@_version': string;
        body: { outline: { outline: { '@_text': string } | { '@_text': string }[] }[] };
      };
    };
    expect(opml.opml['@_version']).toBe('2.0');
    const beats = opml.opml.body.outline.flatMap((act) => [act.outline].flat());
    expect(beats.map((beat) => beat['@_text'])).toEqual(written.beats.map((beat) => beat.title));

    const docx = await JSZip.loadAsync(await (await exported('docx')).arrayBuffer());
    const document = await docx.file('word/document.xml')?.async('string');
    expect(document).toContain(written.beats[0]?.title);

    const refused = await browser.request(`/api/outlines/${written.id}/export?format=pdf`);
    expect(refused.status).toBe(400);
  });

  it('goes with its idea, and comes in the account’s data export', async () => {
    const browser = await writer();
    const entry = await idea(browser);
    const { outline: written } = await outline(browser, entry.id, 'three-act');
    const account = await browser.request('/api/account/export');
    const data = (await account.json()) as { outlines: Outline[] };
    expect(data.outlines).toEqual([written]);
    expect((await browser.request(`/api/history/${entry.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await browser.request(`/api/outlines/${written.id}/checks`)).status).toBe(404);
    const deleted = await browser.request(`/api/outlines/${written.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(404);
  });

  it('lists the structures in the language asked for', async () => {
    for (const language of LANGUAGES) {
      const response = await server.fetch(`/api/structures?language=${language}`);
      const { structures } = (await response.json()) as {
        structures: { id: string; name: string; beats: { key: string; name: string }[] }[];
      };
      expect(structures.map((structure) => structure.id)).toEqual(Object.keys(STRUCTURES));
      const cat = structures.find((structure) => structure.id === 'save-the-cat');
      expect(cat?.beats).toHaveLength(15);
      for (const structure of structures) {
        for (const beat of structure.beats) expect(beat.name).not.toBe(beat.key);
      }
    }
  });
});

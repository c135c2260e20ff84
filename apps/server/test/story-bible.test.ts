import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BIBLE_LABELS,
  type ConsistencyFinding,
  createSeededRandom,
  LANGUAGES,
  type Language,
  type LineCards,
  type StoryCard,
  type StoryPlan,
} from '@plume/core';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { SERVER_ROOT } from '../src/paths';
import { signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
  parentId: string | null;
}

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir'],
  en: ['Space opera'],
  es: ['Fantasy épique'],
};

type Person = Extract<StoryCard, { type: 'person' }>;
const people = (cards: StoryCard[]) =>
  cards.filter((card): card is Person => card.type === 'person');

/** A name as the idea's text writes it, with a typographic apostrophe ("O’Neill"). */
const fullName = ({ first, family }: { first: string; family: string }) =>
  [first, family].filter(Boolean).join(' ').replace(/'/g, '’');

describe.each(TEST_DRIVERS)('the story bible on %s', (driver) => {
  let server: TestServer;
  // The built-in engine draws from a seeded source, reseeded by each test: the ideas a test
  // writes are the same whichever tests run before it.
  let random = createSeededRandom(1);
  const reseed = (seed: number) => {
    random = createSeededRandom(seed);
  };

  beforeAll(async () => {
    server = await startTestServer(driver, {
      env: { SIGNUP_CREDITS: '20' },
      random: () => random(),
    });
  });
  afterAll(() => server?.stop());

  async function write(browser: BrowserSession, body: Record<string, unknown>) {
    const response = await browser.post('/api/generations', body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: Entry }).entry;
  }

  async function planOf(id: string): Promise<StoryPlan> {
    const db = server.testDatabase.database.db;
    const [row] = await db.select().from(generationHistory).where(eq(generationHistory.id, id));
    if (!row?.plan) throw new Error(`no plan for ${id}`);
    return row.plan;
  }

  async function keep(browser: BrowserSession, ideaId: string) {
    const response = await browser.post(`/api/history/${ideaId}/cards`);
    expect([200, 201]).toContain(response.status);
    return {
      status: response.status,
      ...((await response.json()) as LineCards & { added: number }),
    };
  }

  async function cardsOf(browser: BrowserSession, ideaId: string) {
    const response = await browser.request(`/api/history/${ideaId}/cards`);
    expect(response.status).toBe(200);
    return (await response.json()) as LineCards;
  }

  const patch = (browser: BrowserSession, id: string, body: unknown) =>
    browser.request(`/api/cards/${id}`, { method: 'PATCH', body });

  async function findings(browser: BrowserSession, ideaId: string) {
    const response = await browser.request(`/api/history/${ideaId}/consistency`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { findings: ConsistencyFinding[] }).findings;
  }

  it.each(LANGUAGES)(
    'in %s: keeps an idea as cards once, keeps edits, shares them with a developed idea and hands them on',
    async (language) => {
      reseed(10);
      const browser = await signedUpWriter(server, `keep-${language}@example.com`);
      const idea = await write(browser, { language, mode: 'key-points', genres: GENRES[language] });
      const plan = await planOf(idea.id);

      const kept = await keep(browser, idea.id);
      expect(kept.status).toBe(201);
      expect(kept.lineId).toBe(idea.id);
      expect(kept.added).toBe(kept.cards.length);
      const cast = people(kept.cards);
      expect(cast.map((card) => card.name)).toEqual(plan.cast.map(fullName));
      expect(cast.map((card) => card.gender)).toEqual(plan.cast.map((person) => person.gender));
      expect(cast.map((card) => card.role)).toEqual(
        plan.cast.map((person) => person.role.replace(/^(?:an?|the) /, '').replace(/'/g, '’')),
      );
      for (const card of cast) expect(idea.idea).toContain(card.name);
      const place = kept.cards.find((card) => card.type === 'place');
      const setting = plan.setting.slice(plan.setting.indexOf(':') + 1).split('|')[0] ?? '';
      expect(place?.name.toLocaleLowerCase()).toContain(setting.toLocaleLowerCase());
      expect(idea.idea.toLocaleLowerCase()).toContain(setting.toLocaleLowerCase());

      // Asking again adds nothing.
      const again = await keep(browser, idea.id);
      expect(again).toMatchObject({ status: 200, added: 0, cards: kept.cards });
      expect((await cardsOf(browser, idea.id)).cards).toEqual(kept.cards);

      // An edit persists, and the developed idea shares the line's cards.
      const lead = cast[0] as Person;
      const edited = await patch(browser, lead.id, { role: 'cartographe', look: 'Tall.' });
      expect(edited.status).toBe(200);
      const developed = await write(browser, { language, mode: 'detailed', developFrom: idea.id });
      const shared = await cardsOf(browser, developed.id);
      expect(shared.lineId).toBe(idea.id);
      expect(shared.cards.find((card) => card.id === lead.id)).toMatchObject({
        role: 'cartographe',
        look: 'Tall.',
      });
      expect(await keep(browser, developed.id)).toMatchObject({ added: 0 });
      // So does an idea redrawn from the developed one.
      const redrawn = await write(browser, { redrawFrom: developed.id, keep: ['title'] });
      expect((await cardsOf(browser, redrawn.id)).lineId).toBe(idea.id);

      // Deleting the first idea of the line hands its cards to the developed one.
      expect((await browser.request(`/api/history/${idea.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      const handedOn = await cardsOf(browser, developed.id);
      expect(handedOn.lineId).toBe(developed.id);
      expect(handedOn.cards.map((card) => card.id)).toEqual(shared.cards.map((card) => card.id));
    },
  );

  it.each(LANGUAGES)(
    'in %s: consistency notes report nothing for an agreeing text, then a name changed by one letter',
    async (language) => {
      reseed(20);
      const browser = await signedUpWriter(server, `notes-${language}@example.com`);
      const idea = await write(browser, { language, mode: 'detailed', genres: GENRES[language] });
      const { cards } = await keep(browser, idea.id);
      expect(await findings(browser, idea.id)).toEqual([]);

      const lead = people(cards)[0] as Person;
      const [first = '', ...family] = lead.name.split(' ');
      const renamed = `${first.slice(0, -1)}${first.endsWith('a') ? 'e' : 'a'}`;
      const response = await patch(browser, lead.id, {
        name: [renamed, ...family].join(' '),
        aliases: [renamed],
      });
      expect(response.status).toBe(200);
      expect(await findings(browser, idea.id)).toEqual([
        expect.objectContaining({
          kind: 'nameDrift',
          cardId: lead.id,
          found: first,
          expected: renamed,
        }),
      ]);
    },
  );

  it.each(['fr', 'es'] as const)(
    'in %s: a person switched to feminine is told of the masculine words near their name',
    async (language) => {
      reseed(30);
      const browser = await signedUpWriter(server, `gender-${language}@example.com`);
      const idea = await write(browser, { language, mode: 'detailed', genres: GENRES[language] });
      const { cards } = await keep(browser, idea.id);
      const men = people(cards).filter((card) => card.gender === 'masculine');
      expect(men.length).toBeGreaterThan(0);
      for (const man of men) {
        expect((await patch(browser, man.id, { gender: 'feminine' })).status).toBe(200);
      }
      const notes = await findings(browser, idea.id);
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note).toMatchObject({ kind: 'gender', expected: 'feminine' });
        expect(men.map((man) => man.id)).toContain(note.cardId);
        expect(idea.idea.slice(note.at, note.at + note.found.length)).toBe(note.found);
      }
    },
  );

  it('answers another writer 404 on every card route, and bad input 400 without changing anything', async () => {
    reseed(40);
    const owner = await signedUpWriter(server, 'owner@example.com');
    const idea = await write(owner, { language: 'fr', mode: 'quick', genres: GENRES.fr });
    const { cards } = await keep(owner, idea.id);
    const card = cards[0] as StoryCard;

    const stranger = await signedUpWriter(server, 'stranger@example.com');
    for (const [response, code] of [
      [await stranger.post(`/api/history/${idea.id}/cards`), 'history.notFound'],
      [await stranger.request(`/api/history/${idea.id}/cards`), 'history.notFound'],
      [await stranger.request(`/api/history/${idea.id}/consistency`), 'history.notFound'],
      [
        await stranger.post('/api/cards', { ideaId: idea.id, type: 'person', name: 'X' }),
        'history.notFound',
      ],
      [await patch(stranger, card.id, { name: 'Stolen' }), 'bible.cardNotFound'],
      [await stranger.request(`/api/cards/${card.id}`, { method: 'DELETE' }), 'bible.cardNotFound'],
      [await owner.request('/api/history/not-an-id/cards'), 'history.notFound'],
      [await patch(owner, 'not-an-id', { name: 'X' }), 'bible.cardNotFound'],
    ] as const) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(code);
    }

    const create = (body: unknown) => owner.post('/api/cards', body);
    for (const [response, code] of [
      [await create({ type: 'person', name: 'X' }), 'bible.invalid'],
      [await create(['person']), 'errors.badRequest'],
      [await create({ ideaId: idea.id, type: 'dragon', name: 'X' }), 'bible.unknownType'],
      [await create({ ideaId: idea.id, type: 'person' }), 'bible.nameRequired'],
      [
        await create({ ideaId: idea.id, type: 'person', name: 'x'.repeat(81) }),
        'bible.nameTooLong',
      ],
      [
        await create({ ideaId: idea.id, type: 'person', name: 'X', hidden: ['era'] }),
        'bible.unknownField',
      ],
      [
        await create({ ideaId: idea.id, type: 'place', name: 'X', gender: 'feminine' }),
        'bible.invalid',
      ],
      [await create({ ideaId: idea.id, type: 'thing', name: 'Clé\u0000' }), 'errors.invalidText'],
      [await patch(owner, card.id, { gender: 'female' }), 'bible.unknownGender'],
      [await patch(owner, card.id, { name: ' ' }), 'bible.nameRequired'],
      [await patch(owner, card.id, { summary: 's'.repeat(161) }), 'bible.summaryTooLong'],
      [await patch(owner, card.id, { type: 'place' }), 'bible.invalid'],
    ] as const) {
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
    }
    expect((await cardsOf(owner, idea.id)).cards).toEqual(cards);

    // A writer's own card joins the line; a deleted one is gone.
    const created = await create({ ideaId: idea.id, type: 'thing', name: 'La clé', why: 'Tout.' });
    expect(created.status).toBe(201);
    const own = ((await created.json()) as { card: StoryCard }).card;
    expect(own).toMatchObject({ type: 'thing', source: 'writer', origin: null, language: 'fr' });
    expect((await owner.request(`/api/cards/${own.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`/api/cards/${own.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await cardsOf(owner, idea.id)).cards).toEqual(cards);
    // Signed out, nothing.
    expect((await server.fetch(`/api/history/${idea.id}/cards`)).status).toBe(401);
    expect((await server.fetch(`/api/cards/${card.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('exports the bible after the idea in Word and Markdown, and the cards with the account’s data', async () => {
    reseed(50);
    const browser = await signedUpWriter(server, 'export@example.com');
    const idea = await write(browser, { language: 'en', mode: 'key-points', genres: GENRES.en });
    const { cards } = await keep(browser, idea.id);
    const lead = people(cards)[0] as Person;
    await patch(browser, lead.id, { notes: 'Keep <her> & him\nclose.' });

    const word = await browser.request(`/api/history/${idea.id}/export?format=docx&language=fr`);
    expect(word.status).toBe(200);
    const zip = await JSZip.loadAsync(await word.arrayBuffer());
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    // The paragraphs' texts in order, with the style of each.
    const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, body = '']) => ({
      style: /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1],
      text: [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
    }));
    const title = idea.idea.split('\n')[0] ?? '';
    const at = (text: string) => paragraphs.findIndex((paragraph) => paragraph.text === text);
    const bibleAt = at(BIBLE_LABELS.fr.title);
    expect(at(title.replace(/&/g, '&amp;'))).toBe(0);
    expect(bibleAt).toBeGreaterThan(0);
    expect(paragraphs[bibleAt]?.style).toBe('Heading1');
    const headings = paragraphs.slice(bibleAt + 1).filter((p) => p.style === 'Heading2');
    expect(headings.map((p) => p.text)).toEqual(
      cards.map((card) => card.name.replace(/&/g, '&amp;')),
    );
    // Each name is followed by what it is, then its fields: kept with the name.
    const leadAt = at(lead.name);
    expect(paragraphs[leadAt + 1]?.text).toBe(
      `Personnage · Personnage principal · ${BIBLE_LABELS.fr.genders[lead.gender]}`,
    );
    expect(paragraphs.slice(leadAt + 2).some((p) => p.text.startsWith('Métier\u202f: '))).toBe(
      true,
    );
    expect(xml).toContain('Keep &lt;her&gt; &amp; him');
    expect(xml).toMatch(/<w:keepNext\/>/);

    const markdown = await (
      await browser.request(`/api/history/${idea.id}/export?format=md&language=en`)
    ).text();
    expect(markdown.indexOf('\n## Story bible\n')).toBeGreaterThan(markdown.indexOf(title));
    expect(markdown).toContain(`\n### ${lead.name}\n`);

    const data = (await (await browser.request('/api/account/export')).json()) as {
      storyCards: (StoryCard & { lineId: string })[];
    };
    expect(data.storyCards.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(data.storyCards.every((card) => card.lineId === idea.id)).toBe(true);
  });
});

describe('story bible labels', () => {
  it('are the web app’s, in every language', async () => {
    for (const language of LANGUAGES) {
      const file = path.join(
        SERVER_ROOT,
        '..',
        'web',
        'src',
        'i18n',
        'locales',
        `${language}.json`,
      );
      const messages = JSON.parse(await readFile(file, 'utf8')) as {
        bible: { title: string; types: object; parts: object; genders: object; fields: object };
      };
      const labels = BIBLE_LABELS[language];
      expect(messages.bible.title).toBe(labels.title);
      expect(messages.bible.types).toEqual(labels.types);
      expect(messages.bible.parts).toEqual(labels.parts);
      expect(messages.bible.genders).toEqual(labels.genders);
      expect(messages.bible.fields).toEqual(labels.fields);
    }
  });
});

import type { ServerResponse } from 'node:http';
import type {
  CardRef,
  ConsistencyFinding,
  LineBibles,
  LineCards,
  StoryCard,
} from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import { createSeededRandom, PROMPT_TEXTS, type StoryPlan } from '@plume/core/generation/server';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { WELL_FORMED } from '@plume/core/misbehaving-answers';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

type Entry = HistoryEntry;

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir'],
  en: ['Space opera'],
  es: ['Fantasy épique'],
};

type Person = Extract<StoryCard, { type: 'person' }>;

/** A trade the built-in engine never draws, as a writer would type it. */
const NEW_ROLE: Record<Language, { feminine: string; masculine: string }> = {
  fr: { feminine: 'cartographe des glaces', masculine: 'cartographe des glaces' },
  en: { feminine: 'ice cartographer', masculine: 'ice cartographer' },
  es: { feminine: 'cartógrafa de hielos', masculine: 'cartógrafo de hielos' },
};
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
      const cast = people(kept.cards).filter((card) => card.origin?.element !== 'threat');
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

      // An edit persists, and the developed idea shares the line's cards and tells of the
      // lead under the name and role the writer gave them.
      const lead = cast[0] as Person;
      const name = `${lead.name.split(' ')[0]} Vasquez-Ortal`;
      const role = NEW_ROLE[language][lead.gender === 'feminine' ? 'feminine' : 'masculine'];
      const edited = await patch(browser, lead.id, { name, role, look: 'Tall.' });
      expect(edited.status).toBe(200);
      const developed = await write(browser, { language, mode: 'detailed', developFrom: idea.id });
      expect(developed.idea).toContain(name);
      expect(developed.idea).toContain(role);
      expect(developed.idea).not.toContain(lead.name);
      const shared = await cardsOf(browser, developed.id);
      expect(shared.lineId).toBe(idea.id);
      expect(shared.cards.find((card) => card.id === lead.id)).toMatchObject({
        name,
        role,
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
    'in %s: keeps the wolf of the notes, the idea’s threat, as a person card of the antagonist',
    async (language) => {
      const notes = {
        fr: { text: 'Un loup qui chasse dans la forêt.', name: 'Le loup', called: 'loup' },
        en: { text: 'A wolf that hunts in the forest.', name: 'The wolf', called: 'wolf' },
        es: { text: 'Un lobo que caza en el bosque.', name: 'El lobo', called: 'lobo' },
      }[language];
      reseed(3);
      const browser = await signedUpWriter(server, `wolf-${language}@example.com`);
      const idea = await write(browser, {
        language,
        mode: 'quick',
        genres: GENRES[language],
        brief: { notes: notes.text },
      });
      expect(idea.idea.toLocaleLowerCase()).toContain(notes.called);

      const { cards } = await keep(browser, idea.id);
      const threat = cards.filter((card) => card.origin?.element === 'threat');
      expect(threat).toEqual([
        expect.objectContaining({
          type: 'person',
          name: notes.name,
          part: 'opposition',
          role: MESSAGES[language].bible.antagonist,
        }),
      ]);
      expect(cards.filter((card) => card.type === 'thing').map((card) => card.name)).not.toContain(
        notes.name,
      );
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

  it.each(LANGUAGES)(
    'in %s: a first name changed by one letter on the card alone, its alias as it was, is reported too',
    async (language) => {
      reseed(21);
      const browser = await signedUpWriter(server, `first-name-${language}@example.com`);
      const idea = await write(browser, { language, mode: 'key-points', genres: GENRES[language] });
      const { cards } = await keep(browser, idea.id);
      const lead = people(cards)[0] as Person;
      const [first = '', ...family] = lead.name.split(' ');
      expect(lead.aliases).toEqual([first]);
      const renamed = `${first.slice(0, -1)}${first.endsWith('a') ? 'e' : 'a'}`;
      const response = await patch(browser, lead.id, { name: [renamed, ...family].join(' ') });
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

  it.each(LANGUAGES)(
    'in %s: the writer’s text spelling the lead’s first name one letter off, alone or beside the family name, is reported',
    async (language) => {
      reseed(22);
      const browser = await signedUpWriter(server, `drift-${language}@example.com`);
      const idea = await write(browser, { language, mode: 'key-points', genres: GENRES[language] });
      const { cards } = await keep(browser, idea.id);
      const lead = people(cards)[0] as Person;
      const [first = '', ...family] = lead.name.split(' ');
      expect(first.length).toBeGreaterThan(3);
      expect(idea.idea).toContain(lead.name);
      const title = idea.idea.split('\n')[0] ?? '';
      const description = idea.idea.slice(title.length).trim();
      const edit = (text: string) =>
        browser.request(`/api/history/${idea.id}`, {
          method: 'PATCH',
          body: { text: { title, description: text } },
        });

      // The second letter changed everywhere: in the full name and where it stands alone.
      const slip = `${first[0]}${first[1] === 'e' ? 'a' : 'e'}${first.slice(2)}`;
      const slipped = description.replace(new RegExp(`(?<!\\p{L})${first}(?!\\p{L})`, 'gu'), slip);
      expect(slipped.split(slip).length).toBeGreaterThan(2);
      expect((await edit(slipped)).status).toBe(200);
      const notes = await findings(browser, idea.id);
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'nameDrift',
          cardId: lead.id,
          found: slip,
          expected: first,
        }),
      ]);
      const saved = `${title}\n\n${slipped}`;
      expect(saved.slice(notes[0]?.at, (notes[0]?.at ?? 0) + slip.length)).toBe(slip);

      // The first letter changed, right beside the family name.
      const initial = first[0] === 'Z' ? 'V' : 'Z';
      const full = [`${initial}${first.slice(1)}`, ...family].join(' ');
      expect((await edit(description.replace(lead.name, full))).status).toBe(200);
      expect(await findings(browser, idea.id)).toEqual([
        expect.objectContaining({
          kind: 'nameDrift',
          cardId: lead.id,
          found: `${initial}${first.slice(1)}`,
          expected: first,
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

  it('writes a pinned card’s full name into a new idea of other genres; refuses other pins uncharged', async () => {
    reseed(60);
    const owner = await signedUpWriter(server, 'pin@example.com');
    const idea = await write(owner, { language: 'fr', mode: 'quick', genres: GENRES.fr });
    const { cards } = await keep(owner, idea.id);
    const lead = people(cards)[0] as Person;
    const place = cards.find((card) => card.type === 'place') as StoryCard;

    const response = await owner.post('/api/generations', {
      language: 'fr',
      mode: 'key-points',
      genres: ['Space opera', 'Fantasy épique'],
      cards: [lead.id, place.id],
    });
    expect(response.status).toBe(200);
    const pinned = (await response.json()) as {
      entry: Entry;
      cards: { sent: { id: string; name: string }[]; left: unknown[] };
    };
    expect(pinned.entry.idea).toContain(lead.name);
    expect(pinned.entry.parentId).toBeNull();
    expect(pinned.cards.sent.map((card) => card.id)).toEqual([lead.id, place.id]);
    // Not a line of its own: the new idea has no cards.
    expect((await cardsOf(owner, pinned.entry.id)).cards).toEqual([]);
    // What the writer picks pins from: every bible, under its first idea's title.
    const bibles = (await (await owner.request('/api/cards')).json()) as LineBibles;
    expect(bibles.lines).toEqual([{ lineId: idea.id, title: idea.idea.split('\n')[0], cards }]);

    const hidden = await patch(owner, place.id, { visibility: 'never' });
    expect(hidden.status).toBe(200);
    const stranger = await signedUpWriter(server, 'pin-stranger@example.com');
    const ask = (browser: BrowserSession, body: Record<string, unknown>) =>
      browser.post('/api/generations', {
        language: 'fr',
        mode: 'quick',
        genres: GENRES.fr,
        ...body,
      });
    const [ownerBefore, strangerBefore] = [await balanceOf(owner), await balanceOf(stranger)];
    for (const [response, status, code] of [
      [await ask(stranger, { cards: [lead.id] }), 404, 'bible.cardNotFound'],
      [await ask(owner, { cards: ['not-a-card'] }), 404, 'bible.cardNotFound'],
      [await ask(owner, { cards: [place.id] }), 400, 'generation.pinnedHidden'],
      [
        await ask(owner, { cards: cards.slice(0, 4).map((card) => card.id) }),
        400,
        'generation.tooManyPins',
      ],
      [await ask(owner, { developFrom: idea.id, cards: [lead.id] }), 400, 'errors.badRequest'],
      [
        await owner.post('/api/generations', { redrawFrom: idea.id, keep: [], cards: [lead.id] }),
        400,
        'errors.badRequest',
      ],
    ] as const) {
      expect(response.status).toBe(status);
      expect(await errorCode(response)).toBe(code);
    }
    expect([await balanceOf(owner), await balanceOf(stranger)]).toEqual([
      ownerBefore,
      strangerBefore,
    ]);
    const history = (await (await stranger.request('/api/history')).json()) as { total: number };
    expect(history.total).toBe(0);
    expect(await (await stranger.request('/api/cards')).json()).toEqual({ lines: [] });
  });

  it('says on every entry how many cards its line holds: in the history, and on an idea developed in the line', async () => {
    reseed(61);
    const browser = await signedUpWriter(server, 'line-cards@example.com');
    const idea = await write(browser, { language: 'en', mode: 'quick', genres: ['Noir'] });
    const other = await write(browser, { language: 'en', mode: 'quick', genres: ['Noir'] });
    expect(idea.lineCards).toBe(0);
    const kept = await keep(browser, idea.id);
    expect(kept.cards.length).toBeGreaterThan(0);

    const developed = await write(browser, {
      language: 'en',
      mode: 'key-points',
      genres: [],
      developFrom: idea.id,
    });
    expect(developed.lineCards).toBe(kept.cards.length);
    const page = await browser.request('/api/history');
    const { items } = (await page.json()) as { items: Entry[] };
    const countOf = (id: string) => items.find((entry) => entry.id === id)?.lineCards;
    expect(countOf(idea.id)).toBe(kept.cards.length);
    expect(countOf(developed.id)).toBe(kept.cards.length);
    expect(countOf(other.id)).toBe(0);
  });

  it('keeps the bible of an idea 150 redraws deep in its line', async () => {
    reseed(60);
    const browser = await signedUpWriter(server, 'deep-line@example.com');
    const first = await write(browser, { language: 'fr', mode: 'quick', genres: ['Noir'] });
    expect((await browser.post(`/api/history/${first.id}/cards`)).status).toBe(201);
    // The line's ideas laid in the database: a hundred and fifty redraws, one from the other.
    const db = server.testDatabase.database.db;
    const [row] = await db
      .select()
      .from(generationHistory)
      .where(eq(generationHistory.id, first.id));
    if (!row) throw new Error('the first idea was not saved');
    let last = first.id;
    for (let depth = 1; depth <= 150; depth++) {
      const [next] = await db
        .insert(generationHistory)
        .values({
          userId: row.userId,
          idea: `${row.idea}\n${depth}`,
          genres: row.genres,
          mode: row.mode,
          style: row.style,
          language: row.language,
          redrawnFrom: last,
          searchWords: [],
          createdAt: new Date(row.createdAt.getTime() + depth),
        })
        .returning({ id: generationHistory.id });
      last = next?.id ?? last;
    }
    const deep = await browser.request(`/api/history/${last}/cards`);
    expect(deep.status).toBe(200);
    const line = (await deep.json()) as { lineId: string; cards: unknown[] };
    expect(line.lineId).toBe(first.id);
    expect(line.cards.length).toBeGreaterThan(0);
    const { items } = (await (await browser.request('/api/history?pageSize=1')).json()) as {
      items: Entry[];
    };
    expect(items[0]).toMatchObject({ id: last, lineCards: line.cards.length });
  });

  it('puts a line’s bible once in the favourites export, after its first idea', async () => {
    reseed(70);
    const browser = await signedUpWriter(server, 'favourite-line@example.com');
    const idea = await write(browser, { language: 'fr', mode: 'quick', genres: ['Noir'] });
    await keep(browser, idea.id);
    const developed = await write(browser, {
      developFrom: idea.id,
      mode: 'key-points',
      language: 'fr',
    });
    const redrawn = await write(browser, { redrawFrom: developed.id, keep: ['title'] });
    for (const entry of [idea, developed, redrawn]) {
      const starred = await browser.request(`/api/history/${entry.id}`, {
        method: 'PATCH',
        body: { favourite: true },
      });
      expect(starred.status).toBe(200);
    }
    const exported = await browser.request(
      '/api/history/export?favourite=true&format=md&language=fr',
    );
    expect(exported.status).toBe(200);
    const markdown = await exported.text();
    const headings = markdown
      .split('\n')
      .filter((line) => line === `## ${MESSAGES.fr.bible.title}`);
    expect(headings).toHaveLength(1);
    for (const entry of [idea, developed, redrawn]) {
      expect(markdown).toContain(`# ${entry.idea.split('\n')[0]}`);
    }
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
    const bibleAt = at(MESSAGES.fr.bible.title);
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
      `Personnage · Personnage principal · ${MESSAGES.fr.bible.genders[lead.gender]}`,
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

/** An answer streamed by the test chat server: the text in pieces, finished. */
function streamAnswer(response: ServerResponse, text: string) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const line of sseChunks(text.match(/[\s\S]{1,9}/gu) ?? [])) response.write(line);
  response.end();
}

/** What a prompt quotes of the story bible: the lines between the block's fences. */
function bibleLinesOf(prompt: string): string[] {
  const block = prompt.slice(prompt.indexOf(PROMPT_TEXTS.en.labels.bible));
  const [, quoted = ''] = /"""\n([\s\S]*?)\n"""/u.exec(block) ?? [];
  return quoted.split('\n');
}

describe('the story bible told to an AI model', () => {
  let server: TestServer;
  let stub: Awaited<ReturnType<typeof startChatStub>>;
  let browser: BrowserSession;
  /** What the stub answers next, one answer per request. */
  let answers: string[] = [];
  const BUDGET = 300;

  beforeAll(async () => {
    stub = await startChatStub((response) => {
      const answer = answers.shift();
      if (answer === undefined) throw new Error('the stub was asked more often than expected');
      streamAnswer(response, answer);
    });
    server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { AI_BASE_URL: stub.baseUrl, SIGNUP_CREDITS: '20', AI_BIBLE_BUDGET: String(BUDGET) },
    });
    browser = await signedUpWriter(server, 'bible-ai@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  /** Asks for an idea with the stub answering `script`, and reports what happened. */
  async function generate(body: Record<string, unknown>, script: string[]) {
    answers = script;
    const asked = stub.requests.length;
    const before = await balanceOf(browser);
    const response = await browser.post('/api/generations', body);
    return {
      response,
      prompts: stub.requests.slice(asked).map((request) => request.body.messages[1]?.content ?? ''),
      spent: before - (await balanceOf(browser)),
    };
  }

  const elements = {
    lead: { name: 'Lea Marchand', role: 'lighthouse keeper' },
    cast: [{ name: 'Hugo Marchand', role: 'her brother, lost at sea' }],
    setting: 'A Breton lighthouse, a century after the wrecks',
    conflict: 'The light draws ghost ships.',
    twist: null,
    ending: null,
  };
  const idea = `${WELL_FORMED.en.quick.replace(' ago.', ' ago, and Hugo Marchand is one of them.')}\n<elements>${JSON.stringify(elements)}</elements>`;
  let lineIdea: Entry;
  let cards: StoryCard[];

  it('keeps an AI idea as cards from its elements, with no model call', async () => {
    const written = await generate({ language: 'en', mode: 'quick', genres: ['Space opera'] }, [
      idea,
    ]);
    expect(written.response.status).toBe(200);
    lineIdea = ((await written.response.json()) as { entry: Entry }).entry;
    const asked = stub.requests.length;
    const response = await browser.post(`/api/history/${lineIdea.id}/cards`);
    expect(response.status).toBe(201);
    cards = ((await response.json()) as LineCards).cards;
    expect(stub.requests.length).toBe(asked);
    expect(cards).toMatchObject([
      {
        type: 'person',
        source: 'ai',
        name: 'Lea Marchand',
        part: 'lead',
        role: 'lighthouse keeper',
      },
      { type: 'person', source: 'ai', name: 'Hugo Marchand', role: 'her brother, lost at sea' },
      { type: 'place', source: 'ai', name: 'A Breton lighthouse', origin: { element: 'setting' } },
    ]);
  });

  it('tells a developed idea of the line’s cards within its budget, in order, without hidden fields or notes', async () => {
    const [lea, hugo] = cards as [Person, Person];
    const patch = (id: string, body: unknown) =>
      browser.request(`/api/cards/${id}`, { method: 'PATCH', body });
    const secret = 'She lit the fire that sank them.';
    const leaPatched = await patch(lea.id, {
      secret,
      notes: 'Private: make her older?',
      want: 'To bring her brother home.',
    });
    expect(leaPatched.status).toBe(200);
    expect((await patch(hugo.id, { visibility: 'never' })).status).toBe(200);
    const own = async (body: Record<string, unknown>) => {
      const response = await browser.post('/api/cards', { ideaId: lineIdea.id, ...body });
      expect(response.status).toBe(201);
      return ((await response.json()) as { card: StoryCard }).card;
    };
    const iris = await own({ type: 'person', name: 'Iris Fenwick', role: 'harbour pilot' });
    const why = 'It matters a great deal to the whole village, and to Lea most of all.';
    const fillers: StoryCard[] = [];
    const things = [
      'The brass lamp',
      'The logbook',
      'The fog bell',
      'The tide table',
      'The last flare',
    ];
    for (const name of things) {
      fillers.push(await own({ type: 'thing', name, visibility: 'always', why }));
    }

    const developed = await generate(
      {
        language: 'en',
        mode: 'key-points',
        developFrom: lineIdea.id,
        brief: { notes: 'Iris Fenwick has seen the ships too.' },
      },
      [WELL_FORMED.en.keyPoints],
    );
    expect(developed.response.status).toBe(200);
    const body = (await developed.response.json()) as {
      cards: { sent: CardRef[]; left: CardRef[] };
    };
    const prompt = developed.prompts[0] ?? '';
    // After the brief, the cards quoted within the budget.
    expect(prompt.indexOf(PROMPT_TEXTS.en.labels.bible)).toBeGreaterThan(
      prompt.indexOf(PROMPT_TEXTS.en.labels.brief),
    );
    const lines = bibleLinesOf(prompt);
    expect(lines.join('\n').length).toBeLessThanOrEqual(BUDGET);
    // The lead, the card the brief names, then what is always shown: the place, the things.
    const named = lines.map((line) => line.split(' (')[0]);
    expect(named.slice(0, 3)).toEqual(['Lea Marchand', 'Iris Fenwick', 'A Breton lighthouse']);
    expect(body.cards.sent.map((card) => card.name)).toEqual(named);
    expect(body.cards.left.length).toBeGreaterThan(0);
    expect([...body.cards.sent, ...body.cards.left].map((card) => card.id).sort()).toEqual(
      [lea.id, iris.id, (cards[2] as StoryCard).id, ...fillers.map((card) => card.id)].sort(),
    );
    expect(lines[0]).toContain('To bring her brother home.');
    const block = prompt.slice(prompt.indexOf(PROMPT_TEXTS.en.labels.bible));
    expect(block).not.toContain(secret);
    expect(block).not.toContain('make her older');
    expect(block).not.toContain('Hugo');
  });

  it('asks again for an answer that leaves out a pinned name, then refuses it with the credit back', async () => {
    const lea = cards[0] as Person;
    const without = WELL_FORMED.en.quick.replace('Lea Marchand', 'Nora Blake');
    const pin = { language: 'en', mode: 'quick', genres: ['Cosy mystery'], cards: [lea.id] };
    const refused = await generate(pin, [without, without]);
    expect(refused.response.status).toBe(502);
    expect(await errorCode(refused.response)).toBe('generation.answerNotPinned');
    expect(refused.spent).toBe(0);
    expect(refused.prompts).toHaveLength(2);
    expect(refused.prompts[0]).toContain(PROMPT_TEXTS.en.pinnedRule(['Lea Marchand']));
    expect(refused.prompts[0]).not.toContain(PROMPT_TEXTS.en.reminders.pinned);
    expect(refused.prompts[1]).toContain(PROMPT_TEXTS.en.reminders.pinned);

    const kept = await generate(pin, [without, WELL_FORMED.en.quick]);
    expect(kept.response.status).toBe(200);
    expect(kept.spent).toBe(1);
    expect(((await kept.response.json()) as { entry: Entry }).entry.idea).toContain('Lea Marchand');
  });
});

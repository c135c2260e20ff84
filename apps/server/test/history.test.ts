import { createSeededRandom } from '@plume/core/generation/server';
import { searchWordsOf } from '@plume/core/history';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generationHistory, historyGenreCounts } from '../src/db/schema';
import { insertHistoryEntry } from '../src/history/insert-history-entry';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

interface Entry {
  id: string;
  idea: string;
  genres: string[];
  mode: string;
  style: string;
  createdAt: string;
}

interface HistoryPage {
  items: Entry[];
  total: number;
  page: number;
  pageCount: number;
  genres: { label: string; id: string | null; count: number }[];
}

interface Fixture {
  title: string;
  body?: string;
  genres: string[];
  mode?: string;
  style?: string;
}

const START = Date.parse('2026-03-01T09:00:00Z');

/** A writer signed up through the API, and their id. */
async function writer(server: TestServer, email: string, language?: string) {
  const browser = new BrowserSession(server, language ? { language } : {});
  await browser.signUp(email, PASSWORD);
  const user = await browser.currentUser();
  if (!user) throw new Error(`sign-up failed for ${email}`);
  return { browser, userId: user.id };
}

/**
 * Entries written straight into the database (a generation per entry would take seconds),
 * one minute apart in the order given, saved as the server saves a generated idea.
 */
async function insertEntries(server: TestServer, userId: string, fixtures: Fixture[], from = 0) {
  const rows = [];
  for (const [position, fixture] of fixtures.entries()) {
    const entry = {
      idea: `${fixture.title}\n\n${fixture.body ?? 'Une histoire à écrire.'}`,
      genres: fixture.genres,
      mode: fixture.mode ?? 'quick',
      style: fixture.style ?? 'moderne',
      language: 'fr' as const,
      leadGender: null,
    };
    const createdAt = new Date(START + (from + position) * 60_000);
    rows.push(await insertHistoryEntry(server.testDatabase.database.db, userId, entry, createdAt));
  }
  return rows;
}

async function history(browser: BrowserSession, query: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return browser.request(`/api/history?${params}`);
}

async function page(browser: BrowserSession, query: Record<string, string | string[]> = {}) {
  const response = await history(browser, query);
  expect(response.status).toBe(200);
  return (await response.json()) as HistoryPage;
}

const titles = (body: HistoryPage) => body.items.map((item) => item.idea.split('\n')[0]);

const byLabel = (genres: HistoryPage['genres']) =>
  [...genres].sort((a, b) => (a.label < b.label ? -1 : 1));

/** Four ideas, oldest first; their texts avoid the words the label tests search for. */
const DESK: Fixture[] = [
  {
    title: 'L’Horloger de Prague',
    body: 'Un artisan répare une horloge qui remonte le temps.',
    genres: ['Fantasy épique'],
    mode: 'quick',
    style: 'moderne',
  },
  {
    title: 'Les Brumes d’Écosse',
    body: 'Une enquêtrice revient au village de son enfance.',
    genres: ['Cosy mystery', 'Horreur gothique'],
    mode: 'key-points',
    style: 'poetique',
  },
  {
    title: 'Station Nadir',
    body: 'Une pilote découvre un signal sous la glace.',
    genres: ['Space opera'],
    mode: 'detailed',
    style: 'humoristique',
  },
  {
    title: 'Le Dernier Horloger',
    body: 'Une ville où chaque heure se paie.',
    genres: ['Horreur gothique', 'Fantasy épique'],
    mode: 'random-genres',
    style: 'dramatique',
  },
];

const [PRAGUE, BRUMES, NADIR, DERNIER] = DESK.map((fixture) => fixture.title);

describe.each(TEST_DRIVERS)('GET /api/history on %s: one writer’s desk', (driver) => {
  let server: TestServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const me = await writer(server, 'desk@example.com');
    browser = me.browser;
    await insertEntries(server, me.userId, DESK);
    const other = await writer(server, 'other@example.com');
    await insertEntries(server, other.userId, [
      { title: 'L’Horloger voisin', genres: ['Steampunk'], mode: 'quick' },
      { title: 'Brumes ailleurs', genres: ['Horreur gothique'], style: 'poetique' },
    ]);
  });
  afterAll(() => server?.stop());

  it('lists only the writer’s entries, newest first, with the genre facet', async () => {
    const body = await page(browser);
    expect(titles(body)).toEqual([DERNIER, NADIR, BRUMES, PRAGUE]);
    expect(body).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      idea: 'Le Dernier Horloger\n\nUne ville où chaque heure se paie.',
      genres: ['Horreur gothique', 'Fantasy épique'],
      genreIds: ['gothic-horror', 'epic-fantasy'],
      mode: 'random-genres',
      style: 'dramatique',
      language: 'fr',
      parentId: null,
      parentMode: null,
      developments: [],
      redrawnFrom: null,
      redraws: [],
      // Saved without a plan or elements: what its text tells.
      elements: {
        source: 'text',
        title: 'Le Dernier Horloger',
        lead: null,
        cast: [],
        setting: null,
        conflict: null,
        twist: null,
        ending: null,
      },
      brief: {},
      shared: false,
      lineCards: 0,
      favourite: false,
      note: '',
      edited: false,
      createdAt: new Date(START + 3 * 60_000).toISOString(),
    });
    expect(byLabel(body.genres)).toEqual([
      { label: 'Cosy mystery', id: 'cozy-mystery', count: 1 },
      { label: 'Fantasy épique', id: 'epic-fantasy', count: 2 },
      { label: 'Horreur gothique', id: 'gothic-horror', count: 2 },
      { label: 'Space opera', id: 'space-opera', count: 1 },
    ]);
  });

  it.each([
    ['a typo at the end of a title word', 'fr', 'horlogr', [DERNIER, PRAGUE]],
    ['a typed prefix', 'fr', 'brum', [BRUMES]],
    ['capitals and accents left out', 'fr', 'ECOSSE', [BRUMES]],
    ['accents typed where the text has them', 'fr', 'écossé', [BRUMES]],
    ['a word of the body', 'fr', 'glace', [NADIR]],
    ['an English genre name', 'en', 'gothic', [DERNIER, BRUMES]],
    ['an English genre name, not searched in French', 'fr', 'epic', []],
    ['the same English name in English', 'en', 'epic', [DERNIER, PRAGUE]],
    ['a Spanish genre name', 'es', 'fantasia', [DERNIER, PRAGUE]],
    ['a Spanish genre name with its accent', 'es', 'gótico', [DERNIER, BRUMES]],
    ['a French genre name in English', 'en', 'cosy', [BRUMES]],
    ['the quick mode in French', 'fr', 'rapide', [PRAGUE]],
    ['the quick mode in English', 'en', 'quick', [PRAGUE]],
    ['the quick mode in Spanish', 'es', 'rápido', [PRAGUE]],
    ['the detailed mode in French', 'fr', 'détaillé', [NADIR]],
    ['the detailed mode in English', 'en', 'detailed', [NADIR]],
    ['the detailed mode in Spanish', 'es', 'detallado', [NADIR]],
    ['the key-points mode in Spanish', 'es', 'clave', [BRUMES]],
    ['the random-genres mode in French', 'fr', 'hasard', [DERNIER]],
    ['a mode label of another language', 'en', 'rapide', []],
    ['the poetic style in French', 'fr', 'poétique', [BRUMES]],
    ['the poetic style in English', 'en', 'poetic', [BRUMES]],
    ['the poetic style in Spanish', 'es', 'poético', [BRUMES]],
    ['the humorous style in English', 'en', 'humorous', [NADIR]],
    ['the dramatic style in Spanish', 'es', 'dramatico', [DERNIER]],
    ['every word, each somewhere (AND)', 'fr', 'horloger rapide', [PRAGUE]],
    ['a title word and a genre', 'fr', 'horloger gothique', [DERNIER]],
    ['one word that matches nothing', 'fr', 'horloger xylophone', []],
    ['no match at all', 'fr', 'xylophone', []],
    ['only spaces and punctuation', 'fr', ' ’ - ', [DERNIER, NADIR, BRUMES, PRAGUE]],
  ])('searches %s (%s: %s)', async (_case, language, q, expected) => {
    const body = await page(browser, { q, language });
    expect(titles(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.genres).toHaveLength(4);
  });

  it('takes the language the app sends when the query names none', async () => {
    const english = new BrowserSession(server, { language: 'en' });
    await english.signIn('desk@example.com', PASSWORD);
    expect(titles(await page(english, { q: 'epic' }))).toEqual([DERNIER, PRAGUE]);
  });

  it.each([
    ['one genre', ['Fantasy épique'], [DERNIER, PRAGUE]],
    ['two genres, both required', ['Fantasy épique', 'Horreur gothique'], [DERNIER]],
    ['an English name', ['Epic fantasy'], [DERNIER, PRAGUE]],
    ['an id and a Spanish name', ['gothic-horror', 'Terror gótico'], [DERNIER, BRUMES]],
    ['a genre nobody has', ['Steampunk'], []],
  ])('filters by %s', async (_case, genre, expected) => {
    const body = await page(browser, { genre });
    expect(titles(body)).toEqual(expected);
    expect(byLabel(body.genres).map((facet) => facet.count)).toEqual([1, 2, 2, 1]);
  });

  it('combines a genre filter with a search', async () => {
    expect(titles(await page(browser, { genre: 'Horreur gothique', q: 'brumes' }))).toEqual([
      BRUMES,
    ]);
    expect(titles(await page(browser, { genre: 'Space opera', q: 'horloger' }))).toEqual([]);
  });

  it('refuses an unknown genre with 400 genres.unknownGenre', async () => {
    const response = await history(browser, { genre: ['Fantasy épique', 'Knitting manual'] });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('genres.unknownGenre');
  });

  it.each([
    [{ pageSize: '101' }],
    [{ pageSize: '0' }],
    [{ pageSize: 'five' }],
    [{ page: '1.5' }],
    [{ page: 'last' }],
    [{ page: '99999999999' }],
    [{ language: 'de' }],
    [{ q: 'x'.repeat(201) }],
  ])('refuses %j with 400 errors.badRequest', async (query) => {
    const response = await history(browser, query);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('errors.badRequest');
  });

  it('refuses a signed-out visitor with 401 errors.notAuthenticated', async () => {
    const response = await history(new BrowserSession(server));
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('errors.notAuthenticated');
  });
});

/** Ideas in the three languages, and one with a letter pg_trgm stores hashed (ø). */
const SLIPS_DESK: Fixture[] = [
  {
    title: 'Après la mémoire oubliée',
    body: 'Une horlogère cherche son frère dans le labyrinthe.',
    genres: ['Fantasy épique'],
    mode: 'quick',
    style: 'poetique',
  },
  {
    title: 'The Forgotten Mirror',
    body: 'A lighthouse keeper hides a shadow.',
    genres: ['Space opera'],
    mode: 'detailed',
    style: 'humoristique',
  },
  {
    title: 'La sombra del espejo',
    body: 'Una detective busca el misterio.',
    genres: ['Cosy mystery'],
    mode: 'key-points',
    style: 'dramatique',
  },
  {
    title: 'Les lettres d’Ørjan',
    body: 'Un phare dans la nuit.',
    genres: ['Steampunk'],
    mode: 'random-genres',
    style: 'moderne',
  },
];

const [APRES, MIRROR, SOMBRA, ORJAN] = SLIPS_DESK.map((fixture) => fixture.title);

describe.each(TEST_DRIVERS)('GET /api/history on %s: a writer’s slips', (driver) => {
  let server: TestServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const me = await writer(server, 'slips@example.com');
    browser = me.browser;
    await insertEntries(server, me.userId, SLIPS_DESK);
  });
  afterAll(() => server?.stop());

  it.each([
    ['a substitution', 'fr', 'mémoure', [APRES]],
    ['a deletion', 'fr', 'oubiée', [APRES]],
    ['an insertion', 'fr', 'labyrinnthe', [APRES]],
    ['a transposition', 'fr', 'mémorie', [APRES]],
    ['a slip in the first letter', 'fr', 'bprès', [APRES]],
    ['a slip in the last letter', 'fr', 'Aprèe', [APRES]],
    ['a substitution', 'en', 'forgptten', [MIRROR]],
    ['a deletion', 'en', 'lighthose', [MIRROR]],
    ['an insertion', 'en', 'shaddow', [MIRROR]],
    ['a transposition', 'en', 'mirorr', [MIRROR]],
    ['a slip in the first letter', 'en', 'qhadow', [MIRROR]],
    ['a slip in the last letter', 'en', 'keepet', [MIRROR]],
    ['a substitution', 'es', 'sombta', [SOMBRA]],
    ['a deletion', 'es', 'espjo', [SOMBRA]],
    ['an insertion', 'es', 'misterrio', [SOMBRA]],
    ['a transposition', 'es', 'detecitve', [SOMBRA]],
    ['a slip in the first letter', 'es', 'nusca', [SOMBRA]],
    ['a slip in the last letter', 'es', 'espejp', [SOMBRA]],
  ])('finds a word typed with %s (%s: %s)', async (_case, language, q, expected) => {
    const body = await page(browser, { q, language });
    expect(titles(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['a typed prefix', 'en', 'mirr', [MIRROR]],
    ['a typed prefix with a slip, from 6 letters', 'fr', 'labyrj', [APRES]],
    ['a letter stored hashed, swapped', 'fr', 'øjran', [ORJAN]],
    ['a letter stored hashed, typed without its stroke', 'fr', 'Orjan', [ORJAN]],
    ['a style label with a slip', 'fr', 'poétiqeu', [APRES]],
    ['a style label with a slip, in English', 'en', 'humorosu', [MIRROR]],
    ['a mode label with a slip', 'fr', 'rapdie', [APRES]],
    ['a mode label with a slip, in Spanish', 'es', 'detalaldo', [MIRROR]],
    ['a genre name with a slip', 'fr', 'fantsay', [APRES]],
    ['a genre name with a slip, in English', 'en', 'opear', [MIRROR]],
    ['every word, each with a slip (AND)', 'fr', 'mémorie rapdie', [APRES]],
    ['two slips in a 5-letter word', 'fr', 'bprex', []],
    ['a slip in a 3-letter word', 'en', 'teh', []],
    ['a slip in a 4-letter start', 'fr', 'labz', []],
    ['two slips in a 6-letter word', 'es', 'sepejp', []],
    ['a 200-letter word', 'fr', 'labyrinthe'.repeat(20), []],
  ])('searches %s (%s: %s)', async (_case, language, q, expected) => {
    const body = await page(browser, { q, language });
    expect(titles(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });
});

describe.each(TEST_DRIVERS)('GET /api/history on %s: pages', (driver) => {
  let server: TestServer;
  let browser: BrowserSession;
  let inserted: Awaited<ReturnType<typeof insertEntries>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const me = await writer(server, 'pages@example.com');
    browser = me.browser;
    inserted = await insertEntries(
      server,
      me.userId,
      Array.from({ length: 12 }, (_, n) => ({ title: `Idée ${n + 1}`, genres: ['Space opera'] })),
    );
  });
  afterAll(() => server?.stop());

  it('answers five entries a page by default, newest first', async () => {
    const first = await page(browser);
    expect(titles(first)).toEqual(['Idée 12', 'Idée 11', 'Idée 10', 'Idée 9', 'Idée 8']);
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 3 });
    expect(titles(await page(browser, { page: '3' }))).toEqual(['Idée 2', 'Idée 1']);
  });

  it('clamps the page to the pages there are', async () => {
    expect(await page(browser, { page: '9' })).toMatchObject({ page: 3, pageCount: 3 });
    expect(titles(await page(browser, { page: '9' }))).toEqual(['Idée 2', 'Idée 1']);
    expect(await page(browser, { page: '0' })).toMatchObject({ page: 1 });
    expect(await page(browser, { page: '-4' })).toMatchObject({ page: 1 });
    expect(await page(browser, { page: '4', q: 'xylophone' })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 0,
    });
  });

  it('takes a page size from 1 to 100', async () => {
    expect(await page(browser, { pageSize: '100' })).toMatchObject({ total: 12, pageCount: 1 });
    const single = await page(browser, { pageSize: '1', page: '12' });
    expect(titles(single)).toEqual(['Idée 1']);
    expect(single).toMatchObject({ page: 12, pageCount: 12 });
  });

  it('orders entries saved at the same instant by id, the same way on every page', async () => {
    const db = server.testDatabase.database.db;
    const instant = new Date(START + 100 * 60_000);
    for (const row of inserted.slice(0, 4)) {
      await db
        .update(generationHistory)
        .set({ createdAt: instant })
        .where(eq(generationHistory.id, row.id));
    }
    const tied = inserted
      .slice(0, 4)
      .map((row) => row.id)
      .sort()
      .reverse();
    const pages = [
      await page(browser, { pageSize: '2' }),
      await page(browser, { pageSize: '2', page: '2' }),
    ];
    expect(pages.flatMap((body) => body.items.map((item) => item.id))).toEqual(tied);
  });
});

describe.each(TEST_DRIVERS)('the history of real generations on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('finds a generated idea by a word of its title, as POST /api/generations returned it', async () => {
    // Seeded: some titles the engine draws have no word of more than three letters.
    server = await startTestServer(driver, { random: createSeededRandom(7) });
    const { browser } = await writer(server, 'real@example.com');
    const response = await browser.post('/api/generations', {
      language: 'fr',
      mode: 'quick',
      genres: ['Space opera', 'Cosy mystery'],
      style: 'poetique',
    });
    expect(response.status).toBe(200);
    const { entry } = (await response.json()) as { entry: Entry };
    const title = entry.idea.split('\n')[0] ?? '';
    const word = searchWordsOf(title).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(word.length).toBeGreaterThan(3);

    const found = await page(browser, { q: word, language: 'fr' });
    expect(found.items).toEqual([entry]);
    expect(byLabel(found.genres)).toEqual([
      { label: 'Cosy mystery', id: 'cozy-mystery', count: 1 },
      { label: 'Space opera', id: 'space-opera', count: 1 },
    ]);
    expect((await page(browser, { q: 'poétique rapide', language: 'fr' })).items).toEqual([entry]);
  });
});

describe.each(TEST_DRIVERS)('DELETE /api/history/:id on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function twoWriters() {
    server = await startTestServer(driver);
    const me = await writer(server, 'me@example.com');
    const other = await writer(server, 'other@example.com');
    const [mine, alsoMine] = await insertEntries(server, me.userId, DESK.slice(0, 2));
    const [theirs] = await insertEntries(server, other.userId, DESK.slice(1, 2));
    if (!mine || !alsoMine || !theirs) throw new Error('fixtures not inserted');
    return { me: me.browser, other: other.browser, mine, alsoMine, theirs };
  }

  it('deletes the writer’s own entry with 204, and its genres leave the facet', async () => {
    const { me, mine, alsoMine } = await twoWriters();
    const response = await me.request(`/api/history/${mine.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const body = await page(me);
    expect(body.items.map((item) => item.id)).toEqual([alsoMine.id]);
    expect(byLabel(body.genres)).toEqual([
      { label: 'Cosy mystery', id: 'cozy-mystery', count: 1 },
      { label: 'Horreur gothique', id: 'gothic-horror', count: 1 },
    ]);
    const again = await me.request(`/api/history/${mine.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await errorCode(again)).toBe('history.deleteFailed');
  });

  it('answers 404 history.deleteFailed for another writer’s entry, which stays', async () => {
    const { me, other, theirs } = await twoWriters();
    const response = await me.request(`/api/history/${theirs.id}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'history.deleteFailed', message: 'Failed to delete history item' },
    });
    expect((await page(other)).items.map((item) => item.id)).toEqual([theirs.id]);
    const counts = await server.testDatabase.database.db
      .select()
      .from(historyGenreCounts)
      .where(eq(historyGenreCounts.userId, theirs.userId));
    expect(counts.map((row) => row.entries)).toEqual([1, 1]);
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])(
    'answers 404 history.deleteFailed for %s',
    async (id) => {
      const { me } = await twoWriters();
      const response = await me.request(`/api/history/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('history.deleteFailed');
      expect((await page(me)).total).toBe(2);
    },
  );

  it.each(["1' or '1'='1", 'a/b', 'x'.repeat(101)])(
    'answers 400 errors.badRequest for an id no idea can have (%s), deleting nothing',
    async (id) => {
      const { me } = await twoWriters();
      const response = await me.request(`/api/history/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('errors.badRequest');
      expect((await page(me)).total).toBe(2);
    },
  );

  it('refuses a signed-out visitor with 401, deleting nothing', async () => {
    const { me, mine } = await twoWriters();
    const response = await new BrowserSession(server).request(`/api/history/${mine.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('errors.notAuthenticated');
    expect((await page(me)).total).toBe(2);
  });

  it('answers a database failure with history.fetchError and history.deletionError', async () => {
    const { me, mine } = await twoWriters();
    await server.testDatabase.database.db.execute(
      sql`alter table generation_history rename to generation_history_away`,
    );
    const listed = await history(me);
    expect(listed.status).toBe(500);
    expect(await listed.json()).toEqual({
      error: { code: 'history.fetchError', message: 'Failed to fetch generation history' },
    });
    const deleted = await me.request(`/api/history/${mine.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(500);
    expect(await deleted.json()).toEqual({
      error: { code: 'history.deletionError', message: 'Error during deletion' },
    });
    expect(server.logs.some((line) => line.msg === 'Failed to fetch generation history')).toBe(
      true,
    );
  });
});

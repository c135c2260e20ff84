import {
  API_ROUTES,
  addBeat,
  confirmCheckout,
  createCard,
  createGeneration,
  createOutline,
  deleteAccount,
  deleteBeat,
  deleteCard,
  deleteIdea,
  deleteOutline,
  ERROR_CODES,
  exportFavourites,
  exportIdea,
  exportOutline,
  ideaConsistency,
  keepAsCards,
  lineCards,
  listHistory,
  listStructures,
  outlineChecks,
  type RouteContract,
  readCatalogue,
  readOutline,
  readShare,
  redrawOutline,
  reorderBeats,
  searchCatalogue,
  shareIdea,
  startCheckout,
  stopSharing,
  updateBeat,
  updateCard,
  updateIdea,
  verifyResetToken,
} from '@plume/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { setBalance, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { databaseState } from './support/database-state';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/*
 * Bad input taken from the contracts (@plume/core/contracts): every field of every body and
 * query gets values of the wrong type and content that its own schema refuses, every body
 * comes in the wrong content type, as broken JSON and with a key the contract does not
 * name, and every id in a path gets ids no row can have. Each must get a 4xx whose code is
 * one of the API's, and leave the database as it was.
 */

type Shape = Record<string, z.ZodMiniType>;

/**
 * The fields of an object schema (a strict object, or one with checks, or a lazy one,
 * which the contracts' shared schemas are), else none.
 */
function fieldsOf(schema: z.ZodMiniType | undefined): Shape {
  const zod = schema?._zod as { def: { type?: string; shape?: Shape }; innerType?: z.ZodMiniType };
  if (zod?.def.type === 'lazy') return fieldsOf(zod.innerType);
  return zod?.def.type === 'object' && zod.def.shape ? zod.def.shape : {};
}

/** Values of every JSON type, and texts that have broken servers before. */
const CANDIDATES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e12,
  true,
  [],
  [null],
  {},
  { nested: { deep: [1] } },
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Egnp.exe',
  "1' or '1'='1",
  '../../etc/passwd',
  'x'.repeat(5_001),
  ['\u0000'],
  Array.from({ length: 101 }, () => 'x'),
];

/** Query values: what a query string can carry (no lone surrogate: UTF-8 has none), once or repeated. */
const QUERY_CANDIDATES: (string | string[])[] = [
  '',
  '\u0000',
  'x'.repeat(5_001),
  '-1',
  '0',
  '1e3',
  'NaN',
  '9999999999',
  'true',
  'pdf',
  'klingon',
  ['a', 'b'],
];

/**
 * Ids no row can have: the contracts' ids are letters, digits, `-` and `_`, 100 at most
 * (no `..`: a client resolves it out of the path before sending).
 */
const BAD_IDS = ['\u0000', "1' or '1'='1", 'a b', 'a/b', 'x'.repeat(101), 'é'];

/** What the app's language header may say besides a language. */
const LANGUAGE_HEADERS = ['fr', 'klingon', '', 'es;q=0', 'x'.repeat(300)];

/** A valid request of each route with an input, to spoil one part at a time. */
interface Valid {
  params?: Record<string, 'idea' | 'card' | 'outline' | 'beat'>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const VALID = new Map<RouteContract, Valid>([
  [
    createGeneration,
    { body: { genres: ['space-opera'], mode: 'quick', style: 'moderne', language: 'fr' } },
  ],
  [listHistory, { query: { page: '1', pageSize: '5', language: 'fr' } }],
  [
    exportFavourites,
    { query: { favourite: 'true', format: 'md', language: 'en', private: 'false' } },
  ],
  [
    exportIdea,
    { params: { id: 'idea' }, query: { format: 'md', language: 'en', private: 'false' } },
  ],
  [
    updateIdea,
    {
      params: { id: 'idea' },
      body: {
        favourite: true,
        note: 'Une note',
        text: { title: 'Le phare', description: 'Une gardienne veille.' },
      },
    },
  ],
  [deleteIdea, { params: { id: 'idea' } }],
  [keepAsCards, { params: { id: 'idea' } }],
  [lineCards, { params: { id: 'idea' } }],
  [ideaConsistency, { params: { id: 'idea' } }],
  [shareIdea, { params: { id: 'idea' }, body: { bible: true, outline: false } }],
  [readShare, { params: { id: 'idea' } }],
  [stopSharing, { params: { id: 'idea' } }],
  [createCard, { body: { type: 'thing', name: 'Une clé' } }],
  [deleteCard, { params: { id: 'card' } }],
  [updateCard, { params: { id: 'card' }, body: { name: 'Une autre clé' } }],
  [deleteAccount, { body: { password: 'Not-the-password-1' } }],
  [verifyResetToken, { body: { token: 'not-a-token' } }],
  [startCheckout, { body: { packageId: '10_credits', language: 'fr' } }],
  [confirmCheckout, { body: { sessionId: 'cs_unknown' } }],
  [readCatalogue, { query: { language: 'fr' } }],
  [listStructures, { query: { language: 'fr' } }],
  [createOutline, { params: { id: 'idea' }, body: { structure: 'freytag', targetWords: 30000 } }],
  [readOutline, { params: { id: 'idea' } }],
  [deleteOutline, { params: { id: 'outline' } }],
  [
    updateBeat,
    { params: { id: 'outline', beatId: 'beat' }, body: { summary: 'Autre chose.', pct: 12 } },
  ],
  [addBeat, { params: { id: 'outline' }, body: { after: null, title: 'Une scène' } }],
  [deleteBeat, { params: { id: 'outline', beatId: 'beat' } }],
  [reorderBeats, { params: { id: 'outline' }, body: { beats: [] } }],
  [redrawOutline, { params: { id: 'outline' } }],
  [outlineChecks, { params: { id: 'outline' } }],
  [exportOutline, { params: { id: 'outline' }, query: { format: 'md' } }],
  [searchCatalogue, { query: { language: 'fr', q: 'space' } }],
]);

interface BadRequest {
  label: string;
  path: string;
  contentType?: string;
  body?: string;
}

function pathOf(route: RouteContract, ids: Record<string, string>, query: Record<string, unknown>) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(ids[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) search.append(name, String(item));
  }
  return search.size === 0 ? path : `${path}?${search}`;
}

/** Every bad request the contract of `route` gives, from its valid request. */
function badRequests(route: RouteContract, valid: Valid, own: Record<string, string>) {
  const ids = Object.fromEntries(
    Object.entries(valid.params ?? {}).map(([name, kind]) => [name, own[kind] ?? '']),
  );
  const query = valid.query ?? {};
  const json = JSON.stringify(valid.body ?? {});
  const cases: BadRequest[] = [];
  const withBody = (label: string, path: string, body = json, contentType = 'application/json') =>
    cases.push({ label, path, ...(route.body ? { body, contentType } : {}) });

  for (const name of Object.keys(ids)) {
    for (const id of BAD_IDS) {
      withBody(`${name} = ${JSON.stringify(id)}`, pathOf(route, { ...ids, [name]: id }, query));
    }
  }
  const path = pathOf(route, ids, query);
  for (const [name, schema] of Object.entries(fieldsOf(route.query))) {
    for (const value of QUERY_CANDIDATES) {
      const spoilt = { ...query, [name]: value };
      if (route.query && z.safeParse(route.query, spoilt).success) continue;
      if (z.safeParse(schema, value).success && route.query) continue;
      withBody(`?${name} = ${JSON.stringify(value).slice(0, 40)}`, pathOf(route, ids, spoilt));
    }
  }
  if (route.body) {
    for (const name of Object.keys(fieldsOf(route.body))) {
      for (const value of CANDIDATES) {
        const spoilt = { ...valid.body, [name]: value };
        if (z.safeParse(route.body, spoilt).success) continue;
        withBody(`${name}: ${JSON.stringify(value).slice(0, 40)}`, path, JSON.stringify(spoilt));
      }
    }
    withBody(
      'a key the contract does not name',
      path,
      JSON.stringify({ ...valid.body, unnamed: 3 }),
    );
    withBody('broken JSON', path, json.slice(0, -1));
    withBody('an array', path, '[]');
    withBody('a string', path, '"x"');
    withBody('null', path, 'null');
    withBody('as plain text', path, json, 'text/plain');
    withBody('as a form', path, 'a=1&b=2', 'application/x-www-form-urlencoded');
    withBody('as XML', path, '<a/>', 'application/xml');
  }
  return cases;
}

/** The routes with an input to spoil; each must be named in VALID. */
const ROUTES_WITH_INPUT = API_ROUTES.filter(
  (route) => route.params || route.query || route.body,
).filter((route) => route.path !== '/api/stripe/webhook');

describe.each(TEST_DRIVERS)('bad input from the contracts on %s', (driver) => {
  let server: TestServer;
  let writer: BrowserSession;
  const own: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(driver);
    writer = await signedUpWriter(server, 'contract@example.com');
    await setBalance(server, 'contract@example.com', 10);
    const idea = await writer.post('/api/generations', {
      genres: ['space-opera'],
      mode: 'quick',
      language: 'fr',
    });
    own.idea = ((await idea.json()) as { entry: { id: string } }).entry.id;
    const kept = await writer.post(`/api/history/${own.idea}/cards`);
    own.card = ((await kept.json()) as { cards: { id: string }[] }).cards[0]?.id ?? '';
    const outline = await writer.post(`/api/history/${own.idea}/outline`, { structure: 'freytag' });
    const written = (await outline.json()) as { outline: { id: string; beats: { id: string }[] } };
    own.outline = written.outline.id;
    own.beat = written.outline.beats[0]?.id ?? '';
  });
  afterAll(() => server?.stop());

  it('has a valid request for every route that takes input', () => {
    expect(ROUTES_WITH_INPUT.filter((route) => !VALID.has(route)).map((r) => r.path)).toEqual([]);
    for (const [route, valid] of VALID) {
      if (route.body) expect(z.safeParse(route.body, valid.body).success, route.path).toBe(true);
      if (route.query) expect(z.safeParse(route.query, valid.query).success, route.path).toBe(true);
    }
  });

  it.each(ROUTES_WITH_INPUT.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: a coded 4xx for each bad part, and nothing changed',
    async (_name, route) => {
      const cases = badRequests(route, VALID.get(route) ?? {}, own);
      expect(cases.length).toBeGreaterThan(0);
      const before = await databaseState(server);
      for (const [index, bad] of cases.entries()) {
        // Every third request signed out, and the app's language header any value.
        const signedIn = index % 3 !== 2;
        const response = await server.fetch(bad.path, {
          method: route.method,
          headers: {
            origin: server.config.publicUrl,
            'x-plume-language': LANGUAGE_HEADERS[index % LANGUAGE_HEADERS.length] ?? '',
            ...(signedIn ? { cookie: writer.cookieHeader() } : {}),
            ...(bad.contentType ? { 'content-type': bad.contentType } : {}),
          },
          ...(bad.body === undefined ? {} : { body: bad.body }),
        });
        const label = `${route.method} ${route.path}, ${bad.label}${signedIn ? '' : ', signed out'}: ${response.status}`;
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        const answer = (await response.json()) as { error?: { code?: string } };
        expect(ERROR_CODES, label).toContain(answer.error?.code);
      }
      expect(await databaseState(server)).toEqual(before);
      // The writer is still signed in: no refusal ended the session.
      expect((await writer.currentUser())?.email).toBe('contract@example.com');
    },
  );
});

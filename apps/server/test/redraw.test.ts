import type { ServerResponse } from 'node:http';
import type { HistoryEntry } from '@plume/core/contracts';
import { type IdeaElements, peopleOf, renamed } from '@plume/core/generation';
import { PROMPT_TEXTS } from '@plume/core/generation/server';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { WELL_FORMED } from '@plume/core/misbehaving-answers';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const GENRES: Record<Language, string[]> = {
  fr: ['Fantasy épique', 'Roman noir'],
  en: ['Space opera', 'Cosy mystery'],
  es: ['Space opera', 'Fantasy épique'],
};

const MODES = ['quick', 'key-points', 'detailed'] as const;

const PHRASES = ['setting', 'conflict', 'twist', 'ending'] as const;

async function generate(browser: BrowserSession, body: Record<string, unknown>) {
  const response = await browser.post('/api/generations', body);
  return {
    response,
    entry: response.ok ? ((await response.json()) as { entry: HistoryEntry }).entry : undefined,
  };
}

/** Redraws `parent` keeping `keep`, expecting an idea and one credit spent. */
async function redraw(browser: BrowserSession, parent: HistoryEntry, keep: string[]) {
  const before = await balanceOf(browser);
  const { response, entry } = await generate(browser, { redrawFrom: parent.id, keep });
  expect(response.status).toBe(200);
  expect(await balanceOf(browser)).toBe(before - 1);
  const child = entry as HistoryEntry;
  expect(child.redrawnFrom).toEqual({ id: parent.id, title: parent.elements.title });
  expect(child).toMatchObject({ mode: parent.mode, genres: parent.genres, parentId: null });
  return child;
}

/** The parent's people's full names, paired by position with those who replaced them. */
function renamesBetween(parent: IdeaElements, child: IdeaElements): [string, string][] {
  const after = peopleOf(child);
  return peopleOf(parent).flatMap((person, index): [string, string][] => {
    const replacement = after[index];
    return replacement && replacement.name !== person.name ? [[person.name, replacement.name]] : [];
  });
}

async function history(browser: BrowserSession): Promise<HistoryEntry[]> {
  const page = await browser.request('/api/history?pageSize=100');
  return ((await page.json()) as { items: HistoryEntry[] }).items;
}

describe.each(TEST_DRIVERS)('redrawing an idea on the built-in engine on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it.each(LANGUAGES)('in %s, for quick, key-points and detailed ideas', async (language) => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '20' } });
    const browser = await signedUpWriter(server, `redraw-${language}@example.com`);
    for (const mode of MODES) {
      const parent = (await generate(browser, { language, mode, genres: GENRES[language] }))
        .entry as HistoryEntry;
      expect(parent.elements.source).toBe('plan');

      const keepsLead = await redraw(browser, parent, ['title', 'lead']);
      expect(keepsLead.elements.title).toBe(parent.elements.title);
      expect(keepsLead.idea.split('\n')[0]).toBe(parent.idea.split('\n')[0]);
      expect(keepsLead.elements.lead).toEqual(parent.elements.lead);
      for (const name of ['setting', 'conflict', 'twist'] as const) {
        expect(keepsLead.elements[name], `${mode} ${name}`).not.toBe(parent.elements[name]);
      }

      const keepsPlace = await redraw(browser, parent, ['setting', 'twist']);
      expect(keepsPlace.elements.setting).toBe(parent.elements.setting);
      // The same twist, told of the people who replace the parent's.
      const renames = renamesBetween(parent.elements, keepsPlace.elements);
      expect(keepsPlace.elements.twist).toBe(
        renamed(parent.elements.twist ?? '', renames, language),
      );
      expect(keepsPlace.elements.title).not.toBe(parent.elements.title);
      expect(keepsPlace.elements.lead?.name).not.toBe(parent.elements.lead?.name);

      const keepsNothing = await redraw(browser, parent, []);
      for (const name of ['title', ...PHRASES] as const) {
        expect(keepsNothing.elements[name], `${mode} ${name}`).not.toBe(parent.elements[name]);
      }
      const before = new Set(peopleOf(parent.elements).map((person) => person.name));
      for (const person of peopleOf(keepsNothing.elements))
        expect(before.has(person.name)).toBe(false);

      // The line both ways.
      const items = await history(browser);
      const stored = items.find((item) => item.id === parent.id);
      const childTitle = (child: HistoryEntry) => ({
        id: child.id,
        title: child.idea.split('\n')[0],
      });
      expect(stored?.redraws).toEqual([keepsLead, keepsPlace, keepsNothing].map(childTitle));
      expect(items.find((item) => item.id === keepsPlace.id)?.redrawnFrom).toEqual({
        id: parent.id,
        title: parent.elements.title,
      });
    }
  });

  it('refuses, charging nothing, what cannot be redrawn', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '5' } });
    const browser = await signedUpWriter(server, 'refusals@example.com');
    const idea = (
      await generate(browser, { language: 'en', mode: 'quick', genres: ['Space opera'] })
    ).entry as HistoryEntry;
    const stranger = await signedUpWriter(server, 'stranger@example.com');
    const before = { credits: await balanceOf(browser), ideas: (await history(browser)).length };

    const refusals: [BrowserSession, Record<string, unknown>, number, string][] = [
      [
        browser,
        { redrawFrom: idea.id, keep: ['title', 'villain'] },
        400,
        'generation.unknownElement',
      ],
      [
        browser,
        { redrawFrom: idea.id, keep: ['title', 'lead', 'cast', ...PHRASES] },
        400,
        'generation.nothingToRedraw',
      ],
      [
        browser,
        { redrawFrom: idea.id, keep: ['setting'], language: 'fr' },
        400,
        'generation.redrawLanguage',
      ],
      [browser, { redrawFrom: idea.id, keep: [], mode: 'detailed' }, 400, 'errors.badRequest'],
      [browser, { redrawFrom: idea.id, keep: [], genres: ['Romance'] }, 400, 'errors.badRequest'],
      [browser, { redrawFrom: idea.id, developFrom: idea.id }, 400, 'errors.badRequest'],
      [
        browser,
        { language: 'en', mode: 'quick', genres: ['Space opera'], keep: [] },
        400,
        'errors.badRequest',
      ],
      [browser, { redrawFrom: idea.id, keep: 'title' }, 400, 'errors.badRequest'],
      [browser, { redrawFrom: 'not-an-id', keep: [] }, 404, 'generation.ideaNotFound'],
      [browser, { redrawFrom: crypto.randomUUID(), keep: [] }, 404, 'generation.ideaNotFound'],
      [stranger, { redrawFrom: idea.id, keep: ['title'] }, 404, 'generation.ideaNotFound'],
    ];
    for (const [who, body, status, code] of refusals) {
      const { response } = await generate(who, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await errorCode(response)).toBe(code);
    }
    expect(await balanceOf(browser)).toBe(before.credits);
    expect((await history(browser)).length).toBe(before.ideas);
    expect(await balanceOf(stranger)).toBe(5);

    // Keeping nothing, another language is a fresh idea of the same genres and brief.
    const { response, entry } = await generate(browser, {
      redrawFrom: idea.id,
      keep: [],
      language: 'es',
    });
    expect(response.status).toBe(200);
    expect(entry?.language).toBe('es');
  });

  it('keeps the redrawn ideas when their parent is deleted, unlinked, and exports the elements', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'pruner@example.com');
    const parent = (
      await generate(browser, { language: 'fr', mode: 'quick', genres: ['Roman noir'] })
    ).entry as HistoryEntry;
    const child = await redraw(browser, parent, ['lead']);
    const exported = (await (await browser.request('/api/account/export')).json()) as {
      ideas: HistoryEntry[];
    };
    const saved = exported.ideas.find((idea) => idea.id === child.id);
    expect(saved?.elements).toEqual(child.elements);
    expect(saved?.redrawnFrom?.id).toBe(parent.id);
    expect(exported.ideas.find((idea) => idea.id === parent.id)?.redraws).toEqual([
      { id: child.id, title: child.elements.title },
    ]);

    const deleted = await browser.request(`/api/history/${parent.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const [left] = await history(browser);
    expect(left).toMatchObject({ id: child.id, redrawnFrom: null });
  });
});

describe('redrawing an idea with an AI model', () => {
  let server: TestServer | undefined;
  let stub: Awaited<ReturnType<typeof startChatStub>> | undefined;
  afterEach(async () => {
    await server?.stop();
    await stub?.close();
  });

  /** An idea whose characters have names of the pools, as the prompt asks. */
  const IDEA = WELL_FORMED.en.keyPoints
    .replaceAll('Lea Marchand', 'Grace Walsh')
    .replaceAll('Hugo Marchand', 'Liam Walsh')
    .replaceAll('Lea', 'Grace');
  const BLOCK = {
    lead: { name: 'Grace Walsh', role: 'lighthouse keeper' },
    cast: [{ name: 'Liam Walsh', role: 'her brother, lost at sea' }],
    setting: 'A Breton lighthouse in winter',
    conflict: 'Ghost ships or the living village',
    twist: 'The ships carry the drowned of the village',
    ending: 'Grace puts out the light',
  };
  const withBlock = (idea: string, block: unknown) =>
    `${idea}\n\n<elements>${JSON.stringify(block)}</elements>`;

  it('quotes the kept elements, asks again for a dropped title, then refuses and refunds', async () => {
    const replies: string[] = [];
    stub = await startChatStub((response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const line of sseChunks([replies.shift() ?? ''])) response.write(line);
      response.end();
    });
    server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { AI_BASE_URL: stub.baseUrl, SIGNUP_CREDITS: '10' },
    });
    const browser = await signedUpWriter(server, 'ai-redraw@example.com');
    replies.push(withBlock(IDEA, BLOCK));
    const parent = (
      await generate(browser, { language: 'en', mode: 'key-points', genres: ['Space opera'] })
    ).entry as HistoryEntry;
    expect(parent.idea).toBe(IDEA);
    expect(parent.elements).toMatchObject({ source: 'answer', setting: BLOCK.setting });

    // A new lead and setting under the kept title: first without it, then with it.
    const redrawn = IDEA.replaceAll('Grace Walsh', 'Ava Parker').replaceAll('Grace', 'Ava');
    const retitled = redrawn.replace('The Lighthouse of the Forgotten', 'Salt and Silence');
    replies.push(withBlock(retitled, {}), withBlock(redrawn, { setting: 'A drowned city' }));
    let asked = stub.requests.length;
    const before = await balanceOf(browser);
    const child = await redraw(browser, parent, ['title', 'cast', 'twist']);
    const prompts = stub.requests.slice(asked).map((request) => request.body.messages[1]?.content);
    expect(prompts).toHaveLength(2);
    const texts = PROMPT_TEXTS.en;
    expect(prompts[0]).toContain(texts.labels.redraw);
    expect(prompts[0]).toContain(
      `${texts.redrawParts.keep}\n"""\nTitle: The Lighthouse of the Forgotten\nOther characters: Liam Walsh (her brother, lost at sea)\nTwist: ${BLOCK.twist}\n"""`,
    );
    expect(prompts[0]).toContain(`Lead character: Grace Walsh (lighthouse keeper)`);
    expect(prompts[1]?.endsWith(texts.redrawReminder)).toBe(true);
    expect(await balanceOf(browser)).toBe(before - 1);
    expect(child.elements).toMatchObject({
      title: parent.elements.title,
      cast: parent.elements.cast,
      twist: BLOCK.twist,
      setting: 'A drowned city',
      lead: { name: 'Ava Parker' },
    });

    // Twice without the kept title: refused, the credit given back, nothing saved.
    replies.push(withBlock(retitled, {}), withBlock(retitled, {}));
    asked = stub.requests.length;
    const ideas = (await history(browser)).length;
    const { response } = await generate(browser, { redrawFrom: parent.id, keep: ['title'] });
    expect(stub.requests.length - asked).toBe(2);
    expect(response.status).toBe(502);
    expect(await errorCode(response)).toBe('generation.answerNotRedrawn');
    expect(await balanceOf(browser)).toBe(before - 1);
    expect((await history(browser)).length).toBe(ideas);
  });
});

import type { ServerResponse } from 'node:http';
import { fullNamesIn } from '@plume/core/generation';
import { NAME_POOLS, PROMPT_TEXTS } from '@plume/core/generation/server';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { WELL_FORMED } from '@plume/core/misbehaving-answers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { generationHistory } from '../src/db/schema';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
  genres: string[];
  mode: string;
  style: string;
  parentId: string | null;
}

const GENRES: Record<Language, string[]> = {
  fr: ['Fantasy épique', 'Romance historique'],
  en: ['Space opera', 'Cosy mystery'],
  es: ['Space opera', 'Fantasy épique'],
};

const ALL_NAMES = {
  female: LANGUAGES.flatMap((language) => NAME_POOLS[language].female),
  male: LANGUAGES.flatMap((language) => NAME_POOLS[language].male),
  family: LANGUAGES.flatMap((language) => NAME_POOLS[language].family),
};

const titleOf = (idea: string) => idea.split('\n')[0];

async function generate(browser: BrowserSession, body: Record<string, unknown>) {
  const response = await browser.post('/api/generations', body);
  return {
    response,
    entry: response.ok ? ((await response.json()) as { entry: Entry }).entry : undefined,
  };
}

describe.each(TEST_DRIVERS)('developing an idea on the built-in engine on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it.each(LANGUAGES)(
    'in %s: quick, then key points, then detailed, keeping title, genres and cast',
    async (language) => {
      server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '10' } });
      const browser = await signedUpWriter(server, `develop-${language}@example.com`);
      const quick = await generate(browser, { language, mode: 'quick', genres: GENRES[language] });
      expect(quick.entry?.parentId).toBeNull();

      const db = server.testDatabase.database.db;
      const planOf = async (id: string) =>
        (await db.select().from(generationHistory).where(eq(generationHistory.id, id)))[0]?.plan;
      const quickPlan = await planOf(quick.entry?.id ?? '');
      expect(quickPlan?.language).toBe(language);

      let parent = quick.entry as Entry;
      for (const mode of ['key-points', 'detailed']) {
        const before = await balanceOf(browser);
        const { response, entry } = await generate(browser, {
          developFrom: parent.id,
          mode,
          language,
        });
        expect(response.status).toBe(200);
        const child = entry as Entry;
        expect(child.parentId).toBe(parent.id);
        expect(child.mode).toBe(mode);
        expect(titleOf(child.idea)).toBe(titleOf(parent.idea));
        expect(child.genres).toEqual(parent.genres);
        expect(child.style).toBe(parent.style);
        const names = fullNamesIn(parent.idea, ALL_NAMES);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect(child.idea).toContain(name);
        expect(child.idea.length).toBeGreaterThan(parent.idea.length);
        expect(await balanceOf(browser)).toBe(before - 1);
        // The same story: the same people, roles, setting, era, incident and twist.
        expect(await planOf(child.id)).toEqual(quickPlan);
        parent = child;
      }

      // The history tells the line both ways.
      const history = (await (await browser.request('/api/history')).json()) as {
        items: (Entry & {
          parentMode: string | null;
          developments: { id: string; mode: string }[];
        })[];
      };
      const [detailed, keyPoints, first] = history.items;
      expect(detailed).toMatchObject({
        parentId: keyPoints?.id,
        parentMode: 'key-points',
        developments: [],
      });
      expect(keyPoints).toMatchObject({
        parentId: first?.id,
        parentMode: 'quick',
        developments: [{ id: detailed?.id, mode: 'detailed' }],
      });
      expect(first).toMatchObject({
        parentId: null,
        parentMode: null,
        developments: [{ id: keyPoints?.id, mode: 'key-points' }],
      });
    },
  );

  it('develops an idea without a plan from the title and full names of its text', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'planless@example.com');
    const quick = (
      await generate(browser, { language: 'es', mode: 'quick', genres: ['Space opera'] })
    ).entry as Entry;
    const db = server.testDatabase.database.db;
    await db
      .update(generationHistory)
      .set({ plan: null })
      .where(eq(generationHistory.id, quick.id));
    const { response, entry } = await generate(browser, {
      developFrom: quick.id,
      mode: 'key-points',
      language: 'es',
    });
    expect(response.status).toBe(200);
    expect(titleOf(entry?.idea ?? '')).toBe(titleOf(quick.idea));
    const names = fullNamesIn(quick.idea, ALL_NAMES);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(entry?.idea).toContain(name);
  });

  it('refuses a mode no richer than the idea’s, and an idea that is not the writer’s', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '10' } });
    const browser = await signedUpWriter(server, 'refused@example.com');
    const quick = (
      await generate(browser, { language: 'en', mode: 'quick', genres: ['Space opera'] })
    ).entry as Entry;
    const keyPoints = (
      await generate(browser, { developFrom: quick.id, mode: 'key-points', language: 'en' })
    ).entry as Entry;
    const before = await balanceOf(browser);

    for (const [from, mode] of [
      [quick, 'quick'],
      [quick, 'random-genres'],
      [keyPoints, 'key-points'],
      [keyPoints, 'quick'],
    ] as const) {
      const { response } = await generate(browser, { developFrom: from.id, mode, language: 'en' });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('generation.notRicher');
    }
    const unknown = await generate(browser, {
      developFrom: 'not-an-id',
      mode: 'detailed',
      language: 'en',
    });
    expect(unknown.response.status).toBe(404);
    expect(await errorCode(unknown.response)).toBe('generation.ideaNotFound');

    const stranger = await signedUpWriter(server, 'stranger@example.com');
    const theirs = await generate(stranger, {
      developFrom: quick.id,
      mode: 'detailed',
      language: 'en',
    });
    expect(theirs.response.status).toBe(404);
    expect(await errorCode(theirs.response)).toBe('generation.ideaNotFound');
    expect(await balanceOf(browser)).toBe(before);
  });

  it('keeps the developed ideas when their parent is deleted, unlinked', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'pruner@example.com');
    const quick = (
      await generate(browser, { language: 'fr', mode: 'quick', genres: ['Space opera'] })
    ).entry as Entry;
    const child = (
      await generate(browser, { developFrom: quick.id, mode: 'detailed', language: 'fr' })
    ).entry as Entry;
    expect((await browser.request(`/api/history/${quick.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const db = server.testDatabase.database.db;
    const [kept] = await db
      .select()
      .from(generationHistory)
      .where(eq(generationHistory.id, child.id));
    expect(kept?.parentId).toBeNull();
  });
});

describe('developing an idea with an AI model', () => {
  let server: TestServer | undefined;
  let stub: Awaited<ReturnType<typeof startChatStub>> | undefined;
  afterEach(async () => {
    await server?.stop();
    await stub?.close();
  });

  it('sends the parent idea as the material to keep, and checks the answer keeps it', async () => {
    const replies: string[] = [];
    stub = await startChatStub((response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const line of sseChunks([replies.shift() ?? ''])) response.write(line);
      response.end();
    });
    server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { AI_BASE_URL: stub.baseUrl, SIGNUP_CREDITS: '10' },
    });
    const browser = await signedUpWriter(server, 'ai-develop@example.com');
    const quickIdea = WELL_FORMED.en.quick;
    replies.push(quickIdea);
    const quick = (
      await generate(browser, { language: 'en', mode: 'quick', genres: ['Space opera'] })
    ).entry as Entry;

    // A detailed idea under another title: asked again with the rule restated, then kept.
    const detailed = WELL_FORMED.en.detailed;
    const retitled = detailed.replace(titleOf(detailed) ?? '', 'A Brand New Title');
    const kept = detailed.replace(titleOf(detailed) ?? '', titleOf(quickIdea) ?? '');
    replies.push(retitled, kept);
    const requestsBefore = stub.requests.length;
    const { response, entry } = await generate(browser, {
      developFrom: quick.id,
      mode: 'detailed',
      language: 'en',
    });
    expect(response.status).toBe(200);
    expect(entry?.parentId).toBe(quick.id);
    const prompts = stub.requests.slice(requestsBefore).map((request) => request.body.messages);
    expect(prompts).toHaveLength(2);
    const [system, user] = prompts[0] ?? [];
    expect(system?.content).toBe(PROMPT_TEXTS.en.system);
    expect(user?.content).toContain(PROMPT_TEXTS.en.labels.develop);
    expect(user?.content).toContain(quickIdea.trim());
    expect(user?.content).toContain(
      `Keep exactly this title, on the first line: ${titleOf(quickIdea)}`,
    );
    expect(prompts[1]?.[1]?.content).toContain(PROMPT_TEXTS.en.reminders.kept);
  });
});

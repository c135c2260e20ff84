import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import {
  createFakeWebBuild,
  ECHO_RENDERER,
  startTestServer,
  type TestServer,
} from './support/test-server';

/** The root element of a drawn desk: its content, language and seed; null otherwise. */
function drawnDesk(html: string) {
  const root =
    /<div id="root" data-signed-in-language="(\w+)" data-visit-seed="(\d+)">(.*)<\/div>/.exec(html);
  return root ? { language: root[1], seed: Number(root[2]), page: root[3] } : null;
}

/** The API answers the page carries for the app (web main.tsx reads them). */
function carriedAnswers(html: string): Record<string, unknown> {
  const script = /<script type="application\/json" id="plume-first-answers">(.*?)<\/script>/.exec(
    html,
  );
  return JSON.parse(script?.[1] ?? 'null');
}

async function writeIdea(writer: BrowserSession) {
  const response = await writer.request('/api/generations', {
    body: { genres: ['space-opera', 'cozy-mystery'], mode: 'quick', language: 'en' },
    accept: 'text/event-stream',
  });
  expect(await response.text()).toContain('event: done');
}

async function page(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, { headers });
  expect(response.status, path).toBe(200);
  return { response, html: await response.text() };
}

describe("a signed-in writer's desk drawn by the server", () => {
  let server: TestServer;
  let writer: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: { SUPPORT_URL: 'https://support.test/{lang}' },
    });
    writer = await signedUpWriter(server, 'desk@example.com');
    await writeIdea(writer);
  });
  afterAll(() => server?.stop());

  it("draws the desk from the API's own answers, which the page carries for the app", async () => {
    const { response, html } = await page(server, '/', {
      Cookie: writer.cookieHeader(),
      'Accept-Language': 'es',
    });
    const desk = drawnDesk(html);
    expect(desk).toMatchObject({ language: 'es' });
    expect(desk?.page).toBe(
      `<p>/ in es for desk@example.com: 2 credits, 1 ideas, seed ${desk?.seed}, help at https://support.test/{lang}</p>`,
    );
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Desk of desk@example.com</title>');

    // The very answers the app would have asked for, with the writer's session.
    const history = '/api/history?page=1&pageSize=5&language=es';
    expect(carriedAnswers(html)).toEqual({
      '/api/me': await (await writer.request('/api/me')).json(),
      [history]: await (await writer.request(history)).json(),
    });
    const session = /<meta name="plume-session" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(JSON.parse(session.replaceAll('&quot;', '"'))).toEqual({
      id: expect.any(String),
      email: 'desk@example.com',
    });

    // Started once painted, as the signed-out screens are; theirs alone to keep.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-app="/assets/app-abc123.js" data-first="/assets/react-dom-abc123.js">',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('draws it at each route of the main screen, in the route language, with a new seed each time', async () => {
    const seeds = new Set<number>();
    for (const [path, language] of [
      ['/en', 'en'],
      ['/fr/connexion?signup=true', 'fr'],
      ['/ES/Registrarse/', 'es'],
      ['/', 'fr'],
    ] as const) {
      const desk = drawnDesk((await page(server, path, { Cookie: writer.cookieHeader() })).html);
      expect(desk, path).toMatchObject({ language });
      expect(desk?.page, path).toContain(`<p>${path} in ${language} for desk@example.com`);
      seeds.add(desk?.seed ?? -1);
    }
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('lets the browser draw every other screen', async () => {
    for (const path of [
      '/changer-mot-de-passe',
      '/payment/success?session_id=x',
      '/no/such/page',
    ]) {
      const { html } = await page(server, path, { Cookie: writer.cookieHeader() });
      expect(drawnDesk(html), path).toBeNull();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('name="plume-session"');
    }
  });

  it('writes no answer in a way that can close its script', async () => {
    const build = await createFakeWebBuild(
      ECHO_RENDERER.replace(
        "return { me: '/api/me',",
        "return { hostile: '/api/test/hostile', me: '/api/me',",
      ),
    );
    const hostile = await startTestServer('pglite', {
      env: { WEB_DIST_DIR: build },
      configure: (app) => {
        app.get('/api/test/hostile', (c) => c.json({ text: '</script><script>alert(1)</script>' }));
      },
    });
    try {
      const reader = await signedUpWriter(hostile, 'hostile@example.com');
      const { html } = await page(hostile, '/', { Cookie: reader.cookieHeader() });
      expect(drawnDesk(html)).not.toBeNull();
      expect(html).not.toContain('<script>alert(1)');
      expect(carriedAnswers(html)['/api/test/hostile']).toEqual({
        text: '</script><script>alert(1)</script>',
      });
    } finally {
      await hostile.stop();
    }
  });
});

describe('a desk the server cannot draw', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  async function serverWith(renderer: string | null) {
    const server = await startTestServer('pglite', {
      env: { WEB_DIST_DIR: await createFakeWebBuild(renderer) },
    });
    servers.push(server);
    return server;
  }

  it('is drawn by the browser when the build cannot draw desks, or an answer or the drawing fails', async () => {
    const signedOutOnly = ECHO_RENDERER.slice(
      0,
      ECHO_RENDERER.indexOf('export function firstAnswerPaths'),
    );
    const cases = [
      { renderer: null, logged: 0 },
      { renderer: signedOutOnly, logged: 0 },
      { renderer: ECHO_RENDERER.replace("me: '/api/me'", "me: '/api/no-such-answer'"), logged: 1 },
      {
        renderer: ECHO_RENDERER.replace(
          'const { me, history }',
          "throw new Error('cannot draw'); const { me, history }",
        ),
        logged: 1,
      },
    ];
    for (const { renderer, logged } of cases) {
      const server = await serverWith(renderer);
      const writer = await signedUpWriter(server, 'undrawn@example.com');
      const response = await server.fetch('/', { headers: { Cookie: writer.cookieHeader() } });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(drawnDesk(html)).toBeNull();
      // The page the browser draws itself, preloading the desk's code.
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('data-preload="signed-in"');
      expect(html).toContain('name="plume-session"');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const failures = server.logs.filter((line) => line.msg === 'signed-in desk not drawn');
      expect(failures, String(renderer)).toHaveLength(logged);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpWriter } from './support/accounts';
import { createFakeWebBuild, startTestServer, type TestServer } from './support/test-server';

/** The root element's content and its language, or null when the browser must draw. */
function drawn(html: string): { page: string; language: string | undefined } | null {
  const root = /<div id="root"( data-signed-out-language="(\w+)")?>(.*)<\/div>/.exec(html);
  if (!root?.[1]) return null;
  return { page: root[3] ?? '', language: root[2] };
}

// Nothing here touches the database: one driver is enough.
describe('signed-out pages drawn by the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: { SUPPORT_URL: 'https://support.test/{lang}' },
    });
  });
  afterAll(() => server?.stop());

  async function page(path: string, headers: Record<string, string> = {}) {
    const response = await server.fetch(path, { headers });
    expect(response.status, path).toBe(200);
    return { response, html: await response.text() };
  }

  it('sends the auth screens drawn, in the language of a localized route', async () => {
    const { response, html } = await page('/en', { 'Accept-Language': 'es' });
    expect(drawn(html)).toEqual({
      page: '<p>/en in en, help at https://support.test/{lang}, $&amp; as text</p>'.replace(
        '&amp;',
        '&',
      ),
      language: 'en',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Plume &lt;en&gt; &amp; more</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('vary')).toContain('Accept-Language');

    for (const [path, expected] of [
      ['/fr/connexion', '/fr/connexion in fr'],
      ['/es/registrarse', '/es/registrarse in es'],
      ['/en/forgot-password', '/en/forgot-password in en'],
      ['/EN/Login/', '/en/login in en'],
    ]) {
      expect(drawn((await page(path as string)).html)?.page, path).toContain(expected);
    }
  });

  it("draws a neutral route in the stored choice, else the browser's language, else French", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'Accept-Language': 'de-DE,en;q=0.5' }, 'en'],
      [{ 'Accept-Language': 'es', Cookie: 'theme=dark; plume.language=en' }, 'en'],
      [{ 'Accept-Language': 'es', Cookie: 'plume.language=de' }, 'es'],
      [{ 'Accept-Language': 'de' }, 'fr'],
      [{}, 'fr'],
    ];
    for (const [headers, language] of cases) {
      const result = drawn((await page('/', headers)).html);
      expect(result, JSON.stringify(headers)).toMatchObject({ language });
      expect(result?.page).toContain(`/ in ${language}`);
    }
    expect(drawn((await page('/inscription')).html)?.page).toContain('/inscription in fr');
  });

  it('draws sign-up when the address asks for it, whatever else the query holds', async () => {
    expect(drawn((await page('/?signup=true&utm_source=mail')).html)?.page).toContain(
      '/?signup=true in fr',
    );
    expect(drawn((await page('/en/login?signup=no')).html)?.page).toContain('/en/login in en');
  });

  it('starts the app once a drawn page has painted, after React DOM, preloading nothing', async () => {
    const { html } = await page('/en');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-app="/assets/app-abc123.js" data-first="/assets/react-dom-abc123.js"></script>',
    );
    expect(html).not.toContain('<script type="module"');
    const plain = (await page('/reset-password')).html;
    expect(plain).toContain(
      '<script type="module" crossorigin src="/assets/app-abc123.js" data-first="/assets/react-dom-abc123.js">',
    );
    expect(plain).toContain('modulepreload');
  });

  it('lets the browser draw when a session cookie is sent, even one that may be stale', async () => {
    for (const cookie of [
      'plume.session_token=abc.def',
      'theme=dark; __Secure-plume.session_token=abc.def',
    ]) {
      const { html } = await page('/en', { Cookie: cookie });
      expect(drawn(html), cookie).toBeNull();
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('lets the browser draw every screen that is not an auth screen', async () => {
    for (const path of [
      '/reset-password?token=abc',
      '/changer-mot-de-passe',
      '/payment/success?session_id=x',
      '/auth/callback',
      '/no/such/page',
    ]) {
      expect(drawn((await page(path)).html), path).toBeNull();
    }
  });

  it('does not serve the pre-rendering code as part of the site', async () => {
    const response = await server.fetch('/ssr/render-page.mjs');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderSignedOutPage');
  });
});

describe('signed-out pages when the web build cannot draw them', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('sends the plain page when the build has no renderer, or its renderer fails', async () => {
    const failing = `export async function renderSignedOutPage() { throw new Error('cannot draw'); }`;
    for (const renderer of [null, failing]) {
      const server = await startTestServer('pglite', {
        env: { WEB_DIST_DIR: await createFakeWebBuild(renderer) },
      });
      servers.push(server);
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await server.fetch('/en');
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
      const failures = server.logs.filter((line) => line.msg === 'signed-out page not drawn');
      expect(failures).toHaveLength(renderer === null ? 0 : 1);
    }
  });
});

describe('the page the browser draws itself', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.stop());

  function preloads(html: string): string[] {
    return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([\w-]+)\.js"/g)].map(
      (match) => match[1] as string,
    );
  }

  it("preloads the app and the page's language's messages, not the desk, for a visitor", async () => {
    const response = await server.fetch('/reset-password', {
      headers: { 'Accept-Language': 'es' },
    });
    const html = await response.text();
    // A localized route forces its language: /reset-password is English.
    expect(preloads(html)).toEqual(['chunk-abc123', 'en-abc123']);
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain('plume-session');
    expect(response.headers.get('cache-control')).toBe('no-cache');

    const neutral = await (
      await server.fetch('/no/such/page', { headers: { Cookie: 'plume.language=es' } })
    ).text();
    expect(preloads(neutral)).toEqual(['chunk-abc123', 'es-abc123']);
  });

  it('names the signed-in writer and preloads the desk, in a page no shared cache keeps', async () => {
    const writer = await signedUpWriter(server, 'shell@example.com');
    // The desk's own routes are drawn for a signed-in writer (signed-in-pages.test.ts).
    const response = await server.fetch('/no/such/page', {
      headers: { Cookie: writer.cookieHeader(), 'Accept-Language': 'es' },
    });
    const html = await response.text();
    expect(drawn(html)).toBeNull();
    expect(preloads(html)).toEqual(['chunk-abc123', 'desk-abc123', 'es-abc123']);
    const session = /<meta name="plume-session" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const named = JSON.parse(session.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(named).toEqual({ id: expect.any(String), email: 'shell@example.com' });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('names nobody for a cookie that is no longer a session', async () => {
    const writer = await signedUpWriter(server, 'gone@example.com');
    const endedSession = writer.cookieHeader();
    expect((await writer.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    for (const cookie of [endedSession, 'plume.session_token=forged.signature']) {
      const response = await server.fetch('/', { headers: { Cookie: cookie } });
      const html = await response.text();
      expect(html, cookie).not.toContain('plume-session');
      expect(preloads(html), cookie).not.toContain('desk-abc123');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

import { mkdtemp } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '@plume/core/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { loadBuiltPages } from '../src/pages/page-routes';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const SECRET = 'connection string postgres://admin:hunter2@db';

describe.each(TEST_DRIVERS)('HTTP foundation on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver, {
      env: { SUPPORT_URL: 'https://support.test/{lang}' },
      configure: (app) => {
        app.get('/api/test/bug', () => {
          throw new Error(SECRET);
        });
        app.post('/api/test/echo', async (c) => c.json(await c.req.json()));
      },
    });
  });
  afterAll(() => server?.stop());

  it('answers an unknown API path with 404 errors.notFound', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/health/extra'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await server.fetch(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'errors.notFound', message: 'Not found' },
      });
    }
  });

  it('answers a thrown bug with a generic 500 and keeps the detail in the log only', async () => {
    const response = await server.fetch('/api/test/bug');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'errors.internal', message: 'Internal server error' },
    });
    expect(text).not.toContain('hunter2');

    const requestId = response.headers.get('x-request-id');
    const logged = server.logs.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: requestId, path: '/api/test/bug' });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('sends the security headers on API and page responses', async () => {
    for (const path of ['/api/health', '/api/nope', '/', '/en/login']) {
      const headers = (await server.fetch(path)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('gives every response a request id', async () => {
    const first = (await server.fetch('/api/health')).headers.get('x-request-id');
    const second = (await server.fetch('/api/health')).headers.get('x-request-id');
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(second).not.toBe(first);
  });

  it('keeps an idle connection open longer than the proxies in front wait (65 s)', async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
        get(`${server.url}/api/health`, { agent }, (response) => {
          response.resume();
          resolve(response.headers['keep-alive']);
        }).on('error', reject);
      });
      expect(keepAlive).toBe('timeout=65');
    } finally {
      agent.destroy();
    }
  });

  it('refuses a body over the size limit with 413 errors.payloadTooLarge', async () => {
    const small = await server.fetch('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ok: true }),
    });
    expect(await small.json()).toEqual({ ok: true });

    const response = await server.fetch('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'errors.payloadTooLarge' } });
  });

  it('hands pages to React Router with the signed-in writer, and other paths to its catch-all', async () => {
    const page = await server.fetch('/fr');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('"root":{"writer":null,"language":"fr","timeZone":"UTC"');
    for (const path of ['/no/such/page', '/%E0%A4%A']) {
      const response = await server.fetch(path, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/');
    }
  });

  it("finds a page's language and time zone once, for every loader: the path's, the cookie's, the browser's", async () => {
    const rootData = async (path: string, headers: Record<string, string>) => {
      const html = await (await server.fetch(path, { headers })).text();
      return JSON.parse(html.slice(html.indexOf('{'), html.lastIndexOf('}') + 1)).root;
    };
    const cookie = `${LANGUAGE_COOKIE}=es; ${TIME_ZONE_COOKIE}=America%2FToronto`;
    expect(await rootData('/en', { cookie, 'accept-language': 'fr' })).toMatchObject({
      language: 'en',
      timeZone: 'America/Toronto',
    });
    expect(await rootData('/', { cookie, 'accept-language': 'en' })).toMatchObject({
      language: 'es',
    });
    expect(await rootData('/', { 'accept-language': 'es-MX,en;q=0.5' })).toMatchObject({
      language: 'es',
      timeZone: 'UTC',
    });
    expect(await rootData('/', { 'accept-language': 'fr;q=0.1, es;q=0.9' })).toMatchObject({
      language: 'es',
    });
    expect(await rootData('/', { cookie: `${TIME_ZONE_COOKIE}=Mars%2FOlympus` })).toMatchObject({
      language: 'fr',
      timeZone: 'UTC',
    });
  });

  it('answers pages with 503 and how to build the web app while it is not built', async () => {
    const loadBuild = loadBuiltPages(await mkdtemp(path.join(os.tmpdir(), 'plume-unbuilt-')));
    await expect(loadBuild()).rejects.toMatchObject({
      code: 'errors.webAppNotBuilt',
      status: 503,
      message: expect.stringContaining('npm run build'),
    });
  });

  it('answers an unknown API path with a JSON 404, never a page', async () => {
    const response = await server.fetch('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'errors.notFound' } });
  });

  it('serves built assets with long caching, and a missing asset as 404', async () => {
    const asset = await server.fetch('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');

    expect((await server.fetch('/favicon.svg')).headers.get('content-type')).toContain(
      'image/svg+xml',
    );
    expect((await server.fetch('/assets/gone-000.js')).status).toBe(404);
  });

  it("sends the build's Brotli copy of an asset to a browser that accepts br, and only then", async () => {
    const brotli = await server.fetch('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('text/javascript');
    expect(await brotli.text()).toBe('console.log("app from br")');

    for (const accepted of ['gzip, deflate', 'gzip, br;q=0']) {
      const plain = await server.fetch('/assets/app-abc123.js', {
        headers: { 'accept-encoding': accepted },
      });
      expect(plain.headers.get('content-encoding'), accepted).not.toBe('br');
      expect(await plain.text(), accepted).toBe('console.log("app")');
    }
  });

  it('answers malformed percent-encoding without a server error', async () => {
    for (const path of ['/%E0%A4%A', '/assets/%ZZ.js', '/api/%']) {
      const response = await server.fetch(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('never serves a file from outside the web build', async () => {
    for (const path of [
      '/../package.json',
      '/assets/..%2F..%2Fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await server.fetch(path);
      const text = await response.text();
      expect(text, path).not.toContain('"name"');
      expect(text, path).not.toContain('root:');
    }
  });
});

describe.each(TEST_DRIVERS)('source maps on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('sends no source map to browsers, and names none, unless SERVE_SOURCE_MAPS asks', async () => {
    server = await startTestServer(driver);
    const script = await server.fetch('/assets/app-abc123.js');
    expect(script.headers.get('sourcemap')).toBeNull();
    expect((await server.fetch('/assets/app-abc123.js.map')).status).toBe(404);
  });

  it('names and serves each script’s map with SERVE_SOURCE_MAPS=true', async () => {
    server = await startTestServer(driver, { env: { SERVE_SOURCE_MAPS: 'true' } });
    const script = await server.fetch('/assets/app-abc123.js');
    expect(script.headers.get('sourcemap')).toBe('/assets/app-abc123.js.map');
    const map = await server.fetch('/assets/app-abc123.js.map');
    expect(map.status).toBe(200);
    expect(await map.json()).toEqual({ version: 3, sources: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe.each(TEST_DRIVERS)('compression on %s', (driver) => {
  let server: TestServer;
  let writer: BrowserSession;
  beforeAll(async () => {
    server = await startTestServer(driver);
    writer = await signedUpWriter(server, 'gzip@example.com');
  });
  afterAll(() => server?.stop());

  it('gzips a large answer for a browser that accepts it', async () => {
    const response = await server.fetch('/api/genres?language=fr', {
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(
      ((await response.json()) as { categories: unknown[] }).categories.length,
    ).toBeGreaterThan(0);
  });

  it('sends the small frequent answers as they are', async () => {
    const cookie = writer.cookieHeader();
    for (const path of ['/api/me', '/api/health', '/api/auth/get-session']) {
      const response = await server.fetch(path, {
        headers: { 'accept-encoding': BROWSER_ENCODINGS, cookie },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBeNull();
      expect(await response.json(), path).toBeTruthy();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(TEST_DRIVERS)('GET /api/health on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('answers ok and names the provider serving each part', async () => {
    server = await startTestServer(driver);
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      db: driver,
      engine: 'offline',
      payments: 'local-checkout',
      mail: 'outbox',
    });
  });

  it('answers 503 with errors.databaseUnavailable when the database is closed', async () => {
    server = await startTestServer(driver);
    await server.testDatabase.database.close();
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'errors.databaseUnavailable', message: 'The database is not answering' },
    });
  });
});

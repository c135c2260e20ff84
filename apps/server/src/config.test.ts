import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const cwd = '/srv/plume';

describe('loadConfig', () => {
  it('runs with no variables at all on the embedded defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      logFormat: 'pretty',
      database: { driver: 'pglite', dataDir: path.join(cwd, 'data') },
      providers: {
        database: 'pglite',
        engine: 'offline',
        payments: 'local-checkout',
        mail: 'outbox',
      },
    });
    expect(config.links.support).toContain('{lang}');
  });

  it('reads good values', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://plume.example/',
        SUPPORT_URL: 'https://help.example/{lang}/',
      },
      cwd,
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      logFormat: 'json',
      logLevel: 'warn',
      publicUrl: 'https://plume.example',
      database: { driver: 'pglite', dataDir: path.join(cwd, 'var/db') },
      links: { support: 'https://help.example/{lang}/' },
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://user:pw@db.internal:5432/plume';
    const config = loadConfig({ DATABASE_URL: url }, cwd);
    expect(config.database).toEqual({ driver: 'postgres', url });
    expect(config.providers.database).toBe('postgres');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' }, cwd)).toMatchObject({
      port: 3000,
      logLevel: 'info',
      database: { driver: 'pglite' },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'postgres://'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'xml'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SUPPORT_URL', 'javascript:alert(1)'],
  ])('rejects %s=%j with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value }, cwd);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });
});

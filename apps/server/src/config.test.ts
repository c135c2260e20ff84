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
      publicUrlSet: false,
      logLevel: 'info',
      logFormat: 'pretty',
      database: { driver: 'pglite', dataDir: path.join(cwd, 'data') },
      shutdownTimeoutMs: 10_000,
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
        AUTH_SECRET: 'a'.repeat(32),
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
      publicUrlSet: true,
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

  it('gives accounts three credits, trusts only its own loopback origins and uses the outbox by default', () => {
    const config = loadConfig({}, cwd);
    expect(config.auth).toEqual({
      secret: undefined,
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      trustedProxies: [],
      requireEmailVerification: false,
      signupCredits: 3,
    });
    expect(config.mail).toEqual({ transport: 'outbox' });
  });

  it('trusts the address HOST names as well when PUBLIC_URL is unset, and only PUBLIC_URL when set', () => {
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }, cwd).auth.trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://0.0.0.0:8080',
    ]);
    expect(
      loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }, cwd).auth.trustedOrigins,
    ).toEqual(['http://localhost:3000']);
  });

  it('reads the account and mail settings', () => {
    const config = loadConfig(
      {
        PUBLIC_URL: 'https://plume.example/app',
        TRUSTED_ORIGINS: 'https://www.plume.example/, http://localhost:5173',
        SIGNUP_CREDITS: '0',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        SMTP_URL: 'smtp://user:pw@mail.example:587',
        MAIL_FROM: 'Plume <hello@plume.example>',
      },
      cwd,
    );
    expect(config.auth.trustedOrigins).toEqual([
      'https://plume.example',
      'https://www.plume.example',
      'http://localhost:5173',
    ]);
    expect(config.auth.signupCredits).toBe(0);
    expect(config.auth.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.mail).toEqual({
      transport: 'smtp',
      url: 'smtp://user:pw@mail.example:587',
      from: 'Plume <hello@plume.example>',
    });
    expect(config.providers.mail).toBe('smtp');
  });

  it('uses the offline engine unless an AI endpoint is configured', () => {
    expect(loadConfig({}, cwd).engine).toEqual({ kind: 'offline' });
  });

  it('uses OpenRouter with OPENROUTER_API_KEY, with its model and timeouts', () => {
    const config = loadConfig(
      { OPENROUTER_API_KEY: 'sk-or-1', PUBLIC_URL: 'https://plume.example' },
      cwd,
    );
    expect(config.engine).toEqual({
      kind: 'openrouter',
      baseUrl: 'https://openrouter.ai/api/v1',
      apiKey: 'sk-or-1',
      model: 'anthropic/claude-sonnet-4',
      referer: 'https://plume.example',
      title: 'Plume',
      timeouts: { connectMs: 15_000, firstTokenMs: 30_000, totalMs: 120_000 },
      bibleBudget: 1500,
    });
    expect(config.providers.engine).toBe('openrouter');
  });

  it('uses the local checkout unless STRIPE_SECRET_KEY is set', () => {
    expect(loadConfig({}, cwd).payments).toEqual({ provider: 'local-checkout' });
  });

  it('uses Stripe with STRIPE_SECRET_KEY, its webhook secret and the price ids given', () => {
    const config = loadConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_60_CREDITS: 'price_premium',
        STRIPE_PRICE_10_CREDITS: '',
      },
      cwd,
    );
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceIds: { '60_credits': 'price_premium' },
      apiUrl: undefined,
    });
    expect(config.providers.payments).toBe('stripe');
  });

  it('prefers AI_BASE_URL (Ollama, vLLM, LM Studio...) with an optional key', () => {
    const config = loadConfig(
      {
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'llama3.1',
        OPENROUTER_API_KEY: 'ignored',
        AI_FIRST_TOKEN_TIMEOUT_MS: '5000',
        AI_BIBLE_BUDGET: '800',
      },
      cwd,
    );
    expect(config.engine).toMatchObject({
      kind: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeouts: { firstTokenMs: 5000 },
      bibleBudget: 800,
    });
  });

  it('asks for e-mail confirmation with SMTP unless REQUIRE_EMAIL_VERIFICATION says otherwise', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example' };
    expect(loadConfig(smtp, cwd).auth.requireEmailVerification).toBe(true);
    expect(
      loadConfig({ ...smtp, REQUIRE_EMAIL_VERIFICATION: 'false' }, cwd).auth
        .requireEmailVerification,
    ).toBe(false);
    expect(
      loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }, cwd).auth.requireEmailVerification,
    ).toBe(true);
  });

  it('refuses to run in production without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(
      /^Invalid AUTH_SECRET: required in production/,
    );
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
    ['AUTH_SECRET', 'short'],
    ['TRUSTED_ORIGINS', 'https://ok.example, not an origin'],
    ['REQUIRE_EMAIL_VERIFICATION', 'yes'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
    ['SIGNUP_CREDITS', '-1'],
    ['SIGNUP_CREDITS', '2.5'],
    ['SMTP_URL', 'http://mail.example'],
    ['AI_BASE_URL', 'ollama:11434'],
    ['AI_TOTAL_TIMEOUT_MS', '0'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
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

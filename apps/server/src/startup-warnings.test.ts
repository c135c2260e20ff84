import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupWarnings } from './startup-warnings';

const outboxWarning = expect.stringContaining('mail goes to the outbox');

describe('startupWarnings', () => {
  it('warns when the outbox is used at a public address, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) {
      const config = loadConfig({
        NODE_ENV,
        PUBLIC_URL: 'https://stories.example.org',
        AUTH_SECRET: 'a production secret of 32+ characters',
      });
      expect(startupWarnings(config), NODE_ENV).toContainEqual(outboxWarning);
    }
  });

  it('says nothing of the outbox on this machine or with SMTP', () => {
    for (const env of [
      {},
      { PUBLIC_URL: 'http://127.0.0.1:3000' },
      { PUBLIC_URL: 'http://[::1]:3000' },
      { PUBLIC_URL: 'http://plume.localhost' },
      { PUBLIC_URL: 'https://stories.example.org', SMTP_URL: 'smtp://mail.example.org:587' },
    ]) {
      expect(startupWarnings(loadConfig(env)), JSON.stringify(env)).not.toContainEqual(
        outboxWarning,
      );
    }
  });

  it('warns of the test checkout in production and of a Stripe without webhook secret', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a production secret of 32+ characters',
    });
    expect(startupWarnings(production)).toContainEqual(
      expect.stringContaining('local test checkout'),
    );
    expect(startupWarnings(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toContainEqual(
      expect.stringContaining('STRIPE_WEBHOOK_SECRET is not set'),
    );
  });
});

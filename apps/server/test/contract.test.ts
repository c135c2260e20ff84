import { readFileSync } from 'node:fs';
import { API_ROUTES, ERROR_CODES } from '@plume/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/** better-auth's own routes, which its own schemas and our auth hooks check. */
const AUTH_ROUTES = '/api/auth/';

/** Each `/api` route the app serves, as "METHOD /path" (middleware is mounted as ALL). */
function servedRoutes(server: TestServer): Set<string> {
  return new Set(
    server.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .filter((route) => !route.path.startsWith(AUTH_ROUTES))
      .map((route) => `${route.method} ${route.path}`),
  );
}

const declared = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));

describe('the HTTP API and its contract', () => {
  let localCheckout: TestServer;
  let stripe: TestServer;
  beforeAll(async () => {
    localCheckout = await startTestServer('pglite');
    // Stripe's webhook is served only with Stripe's keys.
    stripe = await startTestServer('pglite', {
      env: { STRIPE_SECRET_KEY: 'sk_test_plume', STRIPE_WEBHOOK_SECRET: 'whsec_plume' },
    });
  });
  afterAll(async () => {
    await localCheckout?.stop();
    await stripe?.stop();
  });

  it('declares every /api route the app serves, better-auth’s excepted', () => {
    const served = new Set([...servedRoutes(localCheckout), ...servedRoutes(stripe)]);
    expect([...served].filter((route) => !declared.has(route))).toEqual([]);
  });

  it('serves every route it declares', () => {
    const served = new Set([...servedRoutes(localCheckout), ...servedRoutes(stripe)]);
    expect([...declared].filter((route) => !served.has(route))).toEqual([]);
  });

  it('refuses a signed-out visitor exactly on the routes it declares signed in', async () => {
    const wrong: string[] = [];
    for (const route of API_ROUTES.filter((r) => r.path !== '/api/stripe/webhook')) {
      const path = route.path.replace(/:\w+/g, '00000000-0000-0000-0000-000000000000');
      const response = await localCheckout.fetch(path, {
        method: route.method,
        headers: { origin: localCheckout.config.publicUrl },
      });
      if ((response.status === 401) !== route.signedIn) wrong.push(`${route.method} ${route.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares each route once', () => {
    expect(declared.size).toBe(API_ROUTES.length);
  });
});

/** docs/PRODUCT.md's "HTTP API" section, up to the next section of its level. */
function documentedApi(): string {
  const product = readFileSync(new URL('../../../docs/PRODUCT.md', import.meta.url), 'utf8');
  const start = product.indexOf('\n## HTTP API');
  const end = product.indexOf('\n## ', start + 1);
  return product.slice(start, end === -1 ? undefined : end);
}

describe('docs/PRODUCT.md’s HTTP API section', () => {
  const section = documentedApi();
  const documented = new Set(
    [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]*)`/g)]
      .map(([, method, path]) => `${method} ${path}`)
      .filter((route) => !route.includes(AUTH_ROUTES)),
  );

  it('documents every route of the contract', () => {
    expect([...declared].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents no route the contract lacks', () => {
    expect([...documented].filter((route) => !declared.has(route))).toEqual([]);
  });

  it('names only codes the API has', () => {
    const codes = new Set<string>(ERROR_CODES);
    const named = [...section.matchAll(/`([a-z]+\.[a-z][A-Za-z]*)`/g)].map(([, code]) => code);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((code) => !codes.has(code ?? ''))).toEqual([]);
  });
});

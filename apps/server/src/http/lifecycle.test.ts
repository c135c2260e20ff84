import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readyRoutes } from '../health/ready-routes';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';
import { createLifecycle, trackRequests } from './lifecycle';

function appWith(lifecycle = createLifecycle()) {
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono<AppEnv>()
    .use(trackRequests(lifecycle))
    .route('/api/ready', readyRoutes(lifecycle))
    .get('/slow', async (c) => {
      await slow;
      return c.text('done');
    })
    .get('/fast', (c) => c.text('done'));
  app.onError(handleError);
  return { app, lifecycle, release };
}

describe('lifecycle', () => {
  it('answers the readiness probe with 200, then 503 errors.shuttingDown once shutdown begins', async () => {
    const { app, lifecycle } = appWith();
    const before = await app.request('/api/ready');
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: 'ready' });
    lifecycle.beginShutdown();
    const after = await app.request('/api/ready');
    expect(after.status).toBe(503);
    expect(await after.json()).toMatchObject({ error: { code: 'errors.shuttingDown' } });
  });

  it('asks clients to close their connection once shutdown begins', async () => {
    const { app, lifecycle } = appWith();
    expect((await app.request('/fast')).headers.get('connection')).toBeNull();
    lifecycle.beginShutdown();
    expect((await app.request('/fast')).headers.get('connection')).toBe('close');
  });

  it('is settled only when the requests in flight have been answered', async () => {
    const { app, lifecycle, release } = appWith();
    await lifecycle.settled();
    const answer = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lifecycle.inFlight).toBe(1);
    let settled = false;
    const waiting = lifecycle.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    expect(await (await answer).text()).toBe('done');
    await waiting;
    expect(lifecycle.inFlight).toBe(0);
  });

  it('counts failed work as settled too, and aborts its cutoff signal when cut', async () => {
    const lifecycle = createLifecycle();
    await expect(lifecycle.track(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await lifecycle.settled();
    expect(lifecycle.cutoff.aborted).toBe(false);
    lifecycle.cut();
    expect(lifecycle.cutoff.aborted).toBe(true);
  });
});

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * The process's life as the HTTP app sees it, for a graceful shutdown (main.ts): from
 * `beginShutdown` on, the readiness probe answers 503 so a load balancer stops sending
 * traffic, and each answer closes its connection; work in flight (requests, and the
 * generation streams that outlive their handler) is tracked so the database is closed
 * only once it has settled; `cut` aborts what is still running when the grace period ends.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  /** Aborted by `cut`: long work (a generation) stops and gives back what it holds. */
  readonly cutoff: AbortSignal;
  /** Keeps the shutdown waiting until this work settles (whether it succeeds or fails). */
  track<T>(work: Promise<T>): Promise<T>;
  /** How much tracked work is still running. */
  readonly inFlight: number;
  beginShutdown(): void;
  cut(): void;
  /** Resolves when no tracked work is left (at once if none is). */
  settled(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  let running = 0;
  const cutoff = new AbortController();
  let waiters: (() => void)[] = [];
  const done = () => {
    running -= 1;
    if (running === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  return {
    get stopping() {
      return stopping;
    },
    get inFlight() {
      return running;
    },
    cutoff: cutoff.signal,
    track(work) {
      running += 1;
      work.then(done, done);
      return work;
    },
    beginShutdown() {
      stopping = true;
    },
    cut() {
      cutoff.abort();
    },
    settled() {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/**
 * Tracks every request until its handler returns; once shutdown has begun, each answer
 * tells the client to close the connection, so keep-alive connections drain too.
 */
export function trackRequests(lifecycle: Lifecycle) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await lifecycle.track(next());
    if (lifecycle.stopping) c.header('Connection', 'close');
  });
}

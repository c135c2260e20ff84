import type { Logger } from '../logger';
import type { Lifecycle } from './lifecycle';
import type { RunningServer } from './listen';

/** After the cut, how long aborted work may take to give back what it holds. */
const AFTER_CUT_MS = 5_000;
/** Once the work has settled, how long its last bytes may take to reach the client. */
const FLUSH_MS = 1_000;

const wait = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * Stops taking traffic and lets what is in flight finish: the readiness probe answers 503
 * from the start, no new connection is accepted, idle keep-alive connections close;
 * requests and generation streams run on for up to `graceMs`, then are cut (a cut
 * generation releases its credit hold, which is awaited too). The caller closes the
 * database afterwards. `hurry` (a second signal) cuts at once.
 */
export async function shutDownGracefully({
  server,
  lifecycle,
  graceMs,
  logger,
  hurry,
}: {
  server: RunningServer;
  lifecycle: Lifecycle;
  graceMs: number;
  logger: Logger;
  hurry?: Promise<void>;
}): Promise<void> {
  lifecycle.beginShutdown();
  const closed = server.stopAccepting();
  if (lifecycle.inFlight > 0) {
    logger.info({ inFlight: lifecycle.inFlight, graceMs }, 'waiting for requests in flight');
  }
  const drained = await Promise.race([
    lifecycle.settled().then(() => 'settled' as const),
    wait(graceMs),
    ...(hurry ? [hurry.then(() => 'hurried' as const)] : []),
  ]);
  if (drained !== 'settled') {
    logger.warn(
      { inFlight: lifecycle.inFlight, graceMs },
      'requests still in flight after the grace period: cut',
    );
    lifecycle.cut();
    await Promise.race([lifecycle.settled(), wait(AFTER_CUT_MS)]);
  }
  // The handlers are done, but their last bytes may still be on their way: connections
  // close as they fall idle, and whatever is left after a moment (a client that never
  // reads its answer) is cut.
  const sweep = setInterval(() => server.closeIdleConnections(), 20);
  await Promise.race([closed, wait(FLUSH_MS)]);
  clearInterval(sweep);
  server.closeAllConnections();
  await closed;
}

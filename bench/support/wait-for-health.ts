import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once the server spawned as `child` answers GET /api/health; fails if it exits or
 * takes three minutes (a busy 2-core machine has taken 45 s to open a fresh PGlite database).
 */
export async function waitForHealth(child: ChildProcess, baseUrl: string): Promise<void> {
  const started = performance.now();
  while (child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    if (performance.now() - started > 180_000) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not become healthy');
}

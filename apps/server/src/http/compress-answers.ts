import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers always a few hundred bytes long, and among the most frequent. */
const SMALL_ANSWERS = new Set(['/api/me', '/api/health', '/api/ready']);

/**
 * Compresses answers for clients that accept it, except the small frequent ones above and
 * the auth endpoints'. Hono's compress cannot see those are small: `c.json` sets no
 * Content-Length, so its 1 KB threshold never applies, and gzipping a 100-byte body (and
 * rebuilding the response to add Vary) halved GET /api/me's throughput for a browser,
 * which always sends Accept-Encoding (docs/decisions/013).
 */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress();
  return (c, next) =>
    SMALL_ANSWERS.has(c.req.path) || c.req.path.startsWith('/api/auth/')
      ? next()
      : compressing(c, next);
}

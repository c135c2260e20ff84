import { LANGUAGES } from '@plume/core';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { Auth } from '../auth/create-auth';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { AppError } from '../http/app-error';
import { parseJsonBody } from '../http/parse-json-body';
import {
  type GenerationDependencies,
  type GenerationEvent,
  prepareGeneration,
  runGeneration,
} from './generation-service';

const generationBody = z.object({
  genres: z.array(z.string().max(200)).max(100).default([]),
  mode: z.string().max(40),
  style: z.string().max(40).optional(),
  randomCount: z.number().optional(),
  language: z.enum(LANGUAGES),
});

const LOGIN_REQUIRED = {
  code: 'generation.loginRequired',
  message: 'Please sign in to generate ideas',
};

/**
 * POST /api/generations (ARCHITECTURE.md, HTTP API): JSON `{ entry, credits }`, or with
 * `Accept: text/event-stream` the idea as `delta` events, then `done` or `error`. Every
 * refusal comes before the stream starts, as a plain error answer with its status.
 */
export function generationRoutes(auth: Auth, deps: GenerationDependencies) {
  return new Hono<SignedInEnv>().post('/', requireUser(auth, LOGIN_REQUIRED), async (c) => {
    const input = await parseJsonBody(c, generationBody);
    const prepared = await prepareGeneration(deps, c.get('user').id, input);
    // A writer who leaves stops the engine, and the credit is given back.
    const abandon = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => abandon.abort(), { once: true });
    const events = runGeneration(deps, prepared, abandon.signal);

    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      let done: Extract<GenerationEvent, { type: 'done' }> | undefined;
      for await (const event of events) if (event.type === 'done') done = event;
      if (!done) throw new Error('generation ended without an idea');
      return c.json({ entry: done.entry, credits: done.credits });
    }

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => abandon.abort());
      try {
        for await (const event of events) {
          if (event.type === 'delta') {
            await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: event.text }) });
          } else {
            await stream.writeSSE({
              event: 'done',
              data: JSON.stringify({ entry: event.entry, credits: event.credits }),
            });
          }
        }
      } catch (error) {
        const known = error instanceof AppError;
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({
            code: known ? error.code : 'errors.internal',
            message: known ? error.message : 'Internal server error',
          }),
        });
      }
    });
  });
}

import { zValidator } from '@hono/zod-validator';
import { LANGUAGES } from '@plume/core';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { SessionReader } from '../auth/session-reader';
import { AppError } from '../http/app-error';
import { boundaryText } from '../http/boundary-text';
import { createLifecycle, type Lifecycle } from '../http/lifecycle';
import { throwBadRequest } from '../http/validation-error';
import type { GenerationDependencies } from './generation-dependencies';
import { prepareGeneration } from './prepare-generation';
import { type GenerationEvent, runGeneration } from './run-generation';

const generationBody = z.object({
  genres: z
    .array(boundaryText(z.string().max(200)))
    .max(100)
    .default([]),
  mode: z.string().max(40),
  style: z.string().max(40).optional(),
  randomCount: z.number().optional(),
  language: z.enum(LANGUAGES),
  developFrom: z.string().max(100).optional(),
  // Checked by core's readBrief, whose faults have codes of their own.
  brief: z.unknown().optional(),
});

const LOGIN_REQUIRED = {
  code: 'generation.loginRequired',
  message: 'Please sign in to generate ideas',
};

/**
 * POST /api/generations (docs/PRODUCT.md, Generation API): JSON `{ entry, credits }`, or with
 * `Accept: text/event-stream` the idea as `delta` events, then `done` or `error`; between
 * them `thinking` (the model reasons first, nothing to show yet) and `retry` (the answer
 * broke a rule and is asked for again: drop what was shown). Every
 * refusal comes before the stream starts, as a plain error answer with its status.
 * A stream outlives its handler: the lifecycle tracks it, so a graceful shutdown lets it
 * finish, and its cutoff stops it (credit given back) when the grace period ends.
 */
export function generationRoutes(
  sessions: SessionReader,
  deps: GenerationDependencies,
  lifecycle: Lifecycle = createLifecycle(),
) {
  return new Hono<SignedInEnv>().post(
    '/',
    requireUser(sessions, LOGIN_REQUIRED),
    zValidator('json', generationBody, throwBadRequest),
    async (c) => {
      const prepared = await prepareGeneration(deps, c.get('user').id, c.req.valid('json'));
      // A writer who leaves stops the engine, and the credit is given back; so does the end
      // of a shutdown's grace period.
      const abandon = new AbortController();
      const stop = () => abandon.abort();
      c.req.raw.signal.addEventListener('abort', stop, { once: true });
      if (lifecycle.cutoff.aborted) stop();
      lifecycle.cutoff.addEventListener('abort', stop, { once: true });
      const forget = () => lifecycle.cutoff.removeEventListener('abort', stop);
      const events = runGeneration(deps, prepared, abandon.signal);

      if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
        try {
          let done: Extract<GenerationEvent, { type: 'done' }> | undefined;
          for await (const event of events) if (event.type === 'done') done = event;
          if (!done) throw new Error('generation ended without an idea');
          return c.json({ entry: done.entry, credits: done.credits });
        } finally {
          forget();
        }
      }

      return streamSSE(c, (stream) => lifecycle.track(streamIdea(stream)).finally(forget));

      async function streamIdea(stream: SSEStreamingApi) {
        stream.onAbort(stop);
        try {
          for await (const event of events) {
            if (event.type === 'delta') {
              await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: event.text }) });
            } else if (event.type === 'done') {
              await stream.writeSSE({
                event: 'done',
                data: JSON.stringify({ entry: event.entry, credits: event.credits }),
              });
            } else {
              await stream.writeSSE({ event: event.type, data: '{}' });
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
      }
    },
  );
}

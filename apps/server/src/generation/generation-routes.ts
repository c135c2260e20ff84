import { zValidator } from '@hono/zod-validator';
import { createGeneration, type GenerationBody, type Refusal } from '@plume/core/contracts';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { createLifecycle, type Lifecycle } from '../http/lifecycle';
import { errorEvent } from '../http/stream-error';
import { throwBadRequest } from '../http/validation-error';
import type { GenerationDependencies } from './generation-dependencies';
import { prepareCross } from './prepare-cross';
import { type GenerationInput, prepareGeneration } from './prepare-generation';
import { prepareRedraw } from './prepare-redraw';
import { runBatch } from './run-batch';
import { type GenerationEvent, runGeneration } from './run-generation';

/** A new or developed idea's input (the contract requires its language). */
function newIdeaInput(body: GenerationBody): GenerationInput {
  const {
    language = 'fr',
    genres = [],
    redrawFrom: _redraw,
    keep: _keep,
    cross: _cross,
    ...rest
  } = body;
  return { ...rest, genres, language };
}

const LOGIN_REQUIRED: Refusal = {
  code: 'generation.loginRequired',
  message: 'Please sign in to generate ideas',
};

/**
 * POST /api/generations (docs/PRODUCT.md, Generation API): JSON `{ entry, credits }`, or with
 * `Accept: text/event-stream` the idea as `delta` events, then `done` or `error`; between
 * them `cards` (which story bible cards the engine was told of, before it writes),
 * `thinking` (the model reasons first, nothing to show yet) and `retry` (the answer broke a
 * rule and is asked for again: drop what was shown). Every
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
    zValidator('json', createGeneration.body, throwBadRequest),
    async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('user').id;
      const prepared =
        body.cross !== undefined
          ? await prepareCross(deps, userId, {
              cross: body.cross,
              style: body.style,
              language: body.language,
            })
          : body.redrawFrom === undefined
            ? await prepareGeneration(deps, userId, newIdeaInput(body))
            : await prepareRedraw(deps, userId, {
                redrawFrom: body.redrawFrom,
                keep: body.keep ?? [],
                style: body.style,
                language: body.language,
              });
      // A writer who leaves stops the engine, and the credit is given back; so does the end
      // of a shutdown's grace period.
      const abandon = new AbortController();
      const stop = () => abandon.abort();
      c.req.raw.signal.addEventListener('abort', stop, { once: true });
      if (lifecycle.cutoff.aborted) stop();
      lifecycle.cutoff.addEventListener('abort', stop, { once: true });
      const forget = () => lifecycle.cutoff.removeEventListener('abort', stop);
      const events =
        (prepared.request.candidates ?? 1) > 1
          ? runBatch(deps, prepared, abandon.signal)
          : runGeneration(deps, prepared, abandon.signal);

      if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
        try {
          let done: Extract<GenerationEvent, { type: 'done' }> | undefined;
          for await (const event of events) if (event.type === 'done') done = event;
          if (!done) throw new Error('generation ended without an idea');
          const { type: _done, ...answer } = done;
          return c.json(answer);
        } finally {
          forget();
        }
      }

      return streamSSE(c, (stream) => lifecycle.track(streamIdea(stream)).finally(forget));

      async function streamIdea(stream: SSEStreamingApi) {
        stream.onAbort(stop);
        try {
          for await (const event of events) {
            if (event.type === 'cards') {
              await stream.writeSSE({ event: 'cards', data: JSON.stringify(event.cards) });
            } else if (event.type === 'done') {
              const { type: _done, cards: _cards, ...done } = event;
              await stream.writeSSE({ event: 'done', data: JSON.stringify(done) });
            } else {
              const { type, ...data } = event;
              await stream.writeSSE({ event: type, data: JSON.stringify(data) });
            }
          }
        } catch (error) {
          await stream.writeSSE(errorEvent(error));
        }
      }
    },
  );
}

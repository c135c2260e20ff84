import { zValidator } from '@hono/zod-validator';
import { LANGUAGES } from '@plume/core/i18n';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { AppError } from '../http/app-error';
import { boundaryText } from '../http/boundary-text';
import { createLifecycle, type Lifecycle } from '../http/lifecycle';
import { throwBadRequest } from '../http/validation-error';
import type { GenerationDependencies } from './generation-dependencies';
import { type GenerationInput, prepareGeneration } from './prepare-generation';
import { prepareRedraw } from './prepare-redraw';
import { type GenerationEvent, runGeneration } from './run-generation';

/**
 * What a redraw takes from its idea, and so may not be sent with it; pinned cards too: a
 * redrawn or developed idea is written with its line's cards.
 */
const NOT_WITH_REDRAW = ['genres', 'mode', 'randomCount', 'developFrom', 'brief', 'cards'] as const;

const generationBody = z
  .object({
    genres: z
      .array(boundaryText(z.string().max(200)))
      .max(100)
      .optional(),
    mode: z.string().max(40).optional(),
    style: z.string().max(40).optional(),
    randomCount: z.number().optional(),
    language: z.enum(LANGUAGES).optional(),
    developFrom: z.string().max(100).optional(),
    // Checked by core's readBrief, whose faults have codes of their own.
    brief: z.unknown().optional(),
    redrawFrom: z.string().max(100).optional(),
    // Checked against core's ELEMENT_NAMES, with a code of its own.
    keep: z.array(z.string().max(40)).max(20).optional(),
    // Checked against the writer's cards and PINNED_CARDS_MAX, with codes of their own.
    cards: z.array(z.string().max(100)).max(20).optional(),
  })
  .superRefine((body, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    if (body.developFrom !== undefined && body.cards !== undefined) {
      problem("cards: a developed idea is written with its line's cards");
    }
    if (body.redrawFrom === undefined) {
      if (body.keep !== undefined) problem('keep: only with redrawFrom');
      return;
    }
    for (const field of NOT_WITH_REDRAW) {
      if (body[field] !== undefined) problem(`${field}: a redraw takes the idea's own`);
    }
  });

/** A new or developed idea's input, whose language is required. */
function newIdeaInput(body: z.infer<typeof generationBody>): GenerationInput {
  const { language, genres = [], redrawFrom: _redraw, keep: _keep, ...rest } = body;
  if (language === undefined) {
    throw new AppError('errors.badRequest', { message: 'language: required', status: 400 });
  }
  return { ...rest, genres, language };
}

const LOGIN_REQUIRED = {
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
    zValidator('json', generationBody, throwBadRequest),
    async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('user').id;
      const prepared =
        body.redrawFrom === undefined
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
      const events = runGeneration(deps, prepared, abandon.signal);

      if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
        try {
          let done: Extract<GenerationEvent, { type: 'done' }> | undefined;
          for await (const event of events) if (event.type === 'done') done = event;
          if (!done) throw new Error('generation ended without an idea');
          return c.json({
            entry: done.entry,
            credits: done.credits,
            ...(done.cards ? { cards: done.cards } : {}),
          });
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
            } else if (event.type === 'cards') {
              await stream.writeSSE({ event: 'cards', data: JSON.stringify(event.cards) });
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

import { zValidator } from '@hono/zod-validator';
import {
  addBeat,
  createOutline,
  deleteBeat,
  deleteOutline,
  exportOutline,
  listStructures,
  outlineChecks,
  readOutline,
  redrawOutline,
  reorderBeats,
  updateBeat,
} from '@plume/core/contracts';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SessionReader } from '../auth/read-session';
import { requestLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { AppEnv } from '../http/app-env';
import type { Lifecycle } from '../http/lifecycle';
import { errorEvent } from '../http/stream-error';
import { throwBadRequest } from '../http/validation-error';
import { type OutlineEvent, type OutlineService, structureListings } from './outline-service';

/**
 * An outline being written (docs/PRODUCT.md, Outlines API): JSON `{ outline, credits }`, or
 * with `Accept: text/event-stream` each beat as a `beat` event, then `done` or `error`.
 * Every refusal comes before the first event, as a plain error answer with its status; a
 * writer who leaves the stream gets the credit back (the service's events end unsettled).
 */
async function answerWith(
  c: Context<SignedInEnv>,
  events: AsyncGenerator<OutlineEvent>,
  lifecycle: Lifecycle,
) {
  // Refusals (404, 409, 402, 429) come with the first step, before any answer is chosen.
  const first = await events.next();
  if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
    let step = first;
    while (!step.done && step.value.type !== 'done') step = await events.next();
    const done = step.done ? undefined : step.value;
    if (done?.type !== 'done') throw new Error('an outline ended without being saved');
    await events.return(undefined);
    return c.json({ outline: done.outline, credits: done.credits });
  }
  return streamSSE(c, (stream) =>
    lifecycle.track(
      (async () => {
        stream.onAbort(() => void events.return(undefined));
        try {
          for (let step = first; !step.done; step = await events.next()) {
            const event = step.value;
            if (event.type === 'beat') {
              await stream.writeSSE({ event: 'beat', data: JSON.stringify({ beat: event.beat }) });
            } else if (event.type === 'retry') {
              await stream.writeSSE({ event: 'retry', data: '{}' });
            } else {
              await stream.writeSSE({
                event: 'done',
                data: JSON.stringify({ outline: event.outline, credits: event.credits }),
              });
            }
          }
        } catch (error) {
          await stream.writeSSE(errorEvent(error));
        }
      })(),
    ),
  );
}

/** GET /api/structures: public, the same for everyone, so cached a day. */
export function structureRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    zValidator('query', listStructures.query, throwBadRequest),
    (c) => {
      const language = c.req.valid('query').language ?? requestLanguage(c.req.raw);
      c.header('Cache-Control', 'public, max-age=86400');
      c.header('Vary', 'Accept-Language');
      return c.json({ structures: structureListings(language) });
    },
  );
}

/** An idea's outline, under /api/history/:id/outline, behind the history's signed-in check. */
export function ideaOutlineRoutes(outlines: OutlineService, lifecycle: Lifecycle) {
  return new Hono<SignedInEnv>()
    .post(
      '/:id/outline',
      zValidator('param', createOutline.params, throwBadRequest),
      zValidator('json', createOutline.body, throwBadRequest),
      (c) =>
        answerWith(
          c,
          outlines.create(c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
          lifecycle,
        ),
    )
    .get('/:id/outline', zValidator('param', readOutline.params, throwBadRequest), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ outline: await outlines.read(c.get('user').id, c.req.valid('param').id) });
    });
}

/** The outlines themselves at /api/outlines: the signed-in writer's own only (404 else). */
export function outlineRoutes(
  sessions: SessionReader,
  outlines: OutlineService,
  lifecycle: Lifecycle,
) {
  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .delete('/:id', zValidator('param', deleteOutline.params, throwBadRequest), async (c) => {
      await outlines.remove(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .patch(
      '/:id/beats/:beatId',
      zValidator('param', updateBeat.params, throwBadRequest),
      zValidator('json', updateBeat.body, throwBadRequest),
      async (c) => {
        const { id, beatId } = c.req.valid('param');
        const beat = await outlines.updateBeat(c.get('user').id, id, beatId, c.req.valid('json'));
        return c.json({ beat });
      },
    )
    .post(
      '/:id/beats',
      zValidator('param', addBeat.params, throwBadRequest),
      zValidator('json', addBeat.body, throwBadRequest),
      async (c) => {
        const beat = await outlines.addBeat(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json({ beat }, 201);
      },
    )
    .delete(
      '/:id/beats/:beatId',
      zValidator('param', deleteBeat.params, throwBadRequest),
      async (c) => {
        const { id, beatId } = c.req.valid('param');
        await outlines.deleteBeat(c.get('user').id, id, beatId);
        return c.body(null, 204);
      },
    )
    .put(
      '/:id/order',
      zValidator('param', reorderBeats.params, throwBadRequest),
      zValidator('json', reorderBeats.body, throwBadRequest),
      async (c) => {
        const outline = await outlines.reorder(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').beats,
        );
        return c.json({ outline });
      },
    )
    .post('/:id/redraw', zValidator('param', redrawOutline.params, throwBadRequest), (c) =>
      answerWith(c, outlines.redraw(c.get('user').id, c.req.valid('param').id), lifecycle),
    )
    .get('/:id/checks', zValidator('param', outlineChecks.params, throwBadRequest), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await outlines.checks(c.get('user').id, c.req.valid('param').id));
    })
    .get(
      '/:id/export',
      zValidator('param', exportOutline.params, throwBadRequest),
      zValidator('query', exportOutline.query, throwBadRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const file = await outlines.exportFile(c.get('user').id, id, c.req.valid('query').format);
        return c.body(file.body, 200, file.headers);
      },
    );
}

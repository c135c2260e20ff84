import { zValidator } from '@hono/zod-validator';
import {
  createCard,
  deleteCard,
  ideaConsistency,
  keepAsCards,
  lineCards,
  updateCard,
} from '@plume/core/contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { throwBadRequest } from '../http/validation-error';
import type { BibleService } from './bible-service';

/**
 * An idea's story bible (docs/PRODUCT.md, Story bible API): its line's cards and its
 * consistency notes. Mounted by the history routes, under /api/history, behind their
 * signed-in check; another writer's idea answers the same 404 as none.
 */
export function ideaBibleRoutes(bible: BibleService) {
  return new Hono<SignedInEnv>()
    .post('/:id/cards', zValidator('param', keepAsCards.params, throwBadRequest), async (c) => {
      const kept = await bible.keepAsCards(c.get('user').id, c.req.valid('param').id);
      return c.json(kept, kept.added > 0 ? 201 : 200);
    })
    .get('/:id/cards', zValidator('param', lineCards.params, throwBadRequest), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await bible.lineCards(c.get('user').id, c.req.valid('param').id));
    })
    .get(
      '/:id/consistency',
      zValidator('param', ideaConsistency.params, throwBadRequest),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await bible.consistency(c.get('user').id, c.req.valid('param').id));
      },
    );
}

/**
 * The cards themselves at /api/cards (docs/PRODUCT.md, Story bible API): the signed-in
 * writer's own only; another writer's card answers the same 404 as none.
 */
export function cardRoutes(sessions: SessionReader, bible: BibleService) {
  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ lines: await bible.lines(c.get('user').id) });
    })
    .post('/', zValidator('json', createCard.body, throwBadRequest), async (c) => {
      const card = await bible.create(c.get('user').id, c.req.valid('json'));
      return c.json({ card }, 201);
    })
    .patch(
      '/:id',
      zValidator('param', updateCard.params, throwBadRequest),
      zValidator('json', updateCard.body, throwBadRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const card = await bible.update(c.get('user').id, id, c.req.valid('json'));
        return c.json({ card });
      },
    )
    .delete('/:id', zValidator('param', deleteCard.params, throwBadRequest), async (c) => {
      await bible.remove(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

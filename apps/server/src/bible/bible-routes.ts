import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { throwBadRequest } from '../http/validation-error';
import type { BibleService } from './bible-service';

// Checked by core's readCard and readCardPatch, whose faults have codes of their own.
const cardBody = z.record(z.string(), z.unknown());

/**
 * An idea's story bible (docs/PRODUCT.md, Story bible API): its line's cards and its
 * consistency notes. Mounted by the history routes, under /api/history, behind their
 * signed-in check; another writer's idea answers the same 404 as none.
 */
export function ideaBibleRoutes(bible: BibleService) {
  return new Hono<SignedInEnv>()
    .post('/:id/cards', async (c) => {
      const kept = await bible.keepAsCards(c.get('user').id, c.req.param('id'));
      return c.json(kept, kept.added > 0 ? 201 : 200);
    })
    .get('/:id/cards', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await bible.lineCards(c.get('user').id, c.req.param('id')));
    })
    .get('/:id/consistency', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await bible.consistency(c.get('user').id, c.req.param('id')));
    });
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
    .post('/', zValidator('json', cardBody, throwBadRequest), async (c) => {
      const card = await bible.create(c.get('user').id, c.req.valid('json'));
      return c.json({ card }, 201);
    })
    .patch('/:id', zValidator('json', cardBody, throwBadRequest), async (c) => {
      const card = await bible.update(c.get('user').id, c.req.param('id'), c.req.valid('json'));
      return c.json({ card });
    })
    .delete('/:id', async (c) => {
      await bible.remove(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}

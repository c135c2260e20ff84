import { zValidator } from '@hono/zod-validator';
import { readShare, shareIdea, stopSharing } from '@plume/core/contracts';
import { Hono } from 'hono';
import type { SignedInEnv } from '../auth/require-user';
import { throwBadRequest } from '../http/validation-error';
import type { ShareService } from './share-service';

/**
 * An idea's read-only link (docs/PRODUCT.md, Share links): made, read and turned off by its
 * writer. Mounted by the history routes, under /api/history, behind their signed-in check;
 * another writer's idea answers the same 404 as none.
 */
export function ideaShareRoutes(shares: ShareService) {
  return new Hono<SignedInEnv>()
    .post(
      '/:id/share',
      zValidator('param', shareIdea.params, throwBadRequest),
      zValidator('json', shareIdea.body, throwBadRequest),
      async (c) =>
        c.json(await shares.share(c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/:id/share', zValidator('param', readShare.params, throwBadRequest), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ share: await shares.read(c.get('user').id, c.req.valid('param').id) });
    })
    .delete('/:id/share', zValidator('param', stopSharing.params, throwBadRequest), async (c) => {
      await shares.stop(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

import { z } from 'zod/mini';
import { defineRoute } from './define-route';

/** GET /api/health: the process answers and its database too; which parts it runs with. */
export const readHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  signedIn: false,
  schemas: () => ({
    response: z.object({
      status: z.literal('ok'),
      db: z.string(),
      engine: z.string(),
      payments: z.string(),
      mail: z.string(),
    }),
  }),
  errors: [],
});

/** GET /api/ready: whether to send this instance traffic (503 while starting or stopping). */
export const readReadiness = defineRoute({
  method: 'GET',
  path: '/api/ready',
  signedIn: false,
  schemas: () => ({ response: z.object({ status: z.string() }) }),
  errors: [],
});

/** GET /api/dev/outbox: the outbox's recent mails, to this machine only, without SMTP. */
export const readOutbox = defineRoute({
  method: 'GET',
  path: '/api/dev/outbox',
  signedIn: false,
  schemas: () => ({
    response: z.array(
      z.looseObject({ to: z.string(), subject: z.string(), createdAt: z.string() }),
    ),
  }),
  errors: [],
});

import type { Logger } from '../logger';

/** What every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** This response's CSP nonce (security-headers.ts). */
    secureHeadersNonce?: string;
  };
}

import type { Logger } from '../logger';
import type { ClientAddress } from './client-address';

/** What every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Who sent the request, through the trusted proxies (client-address.ts). */
    clientAddress: ClientAddress;
    /** This response's CSP nonce (security-headers.ts). */
    secureHeadersNonce?: string;
  };
}

import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * Carries the client's address (http/client-address.ts, through the trusted proxies) to
 * better-auth, whose rate limits key on the client IP but which only reads it from headers.
 * Whatever a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-plume-client-ip';

/** The request's headers, with the client's address under CLIENT_IP_HEADER. */
export function headersWithClientIp<E extends AppEnv>(c: Context<E>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const { address } = c.get('clientAddress');
  if (address) headers.set(CLIENT_IP_HEADER, address);
  return headers;
}

export function withClientIp<E extends AppEnv>(c: Context<E>): Request {
  return new Request(c.req.raw, { headers: headersWithClientIp(c) });
}

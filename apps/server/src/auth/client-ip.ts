import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Carries the socket's address to better-auth, whose rate limits key on the client IP but
 * which only reads it from headers. Whatever a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-plume-client-ip';

/** The request's headers, with the socket's address under CLIENT_IP_HEADER. */
export function headersWithClientIp(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const address = getConnInfo(c).remote.address;
  if (address) headers.set(CLIENT_IP_HEADER, address.replace(/^::ffff:/, ''));
  return headers;
}

export function withClientIp(c: Context): Request {
  return new Request(c.req.raw, { headers: headersWithClientIp(c) });
}

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

/** Headers by which a proxy names the client it forwards. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d. */
function unmapped(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function contains(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** TRUST_PROXY's addresses and ranges, as a list Node checks addresses against. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export interface ClientAddress {
  /** The client's IP address, '' when the socket's is unknown. */
  address: string;
  /**
   * Whether the request says it was forwarded by a proxy this server does not trust: its
   * real client is then unknown, whatever the socket's address.
   */
  forwardedByStranger: boolean;
}

/**
 * Who sent the request: the socket's address, unless the socket is one of the trusted
 * proxies (TRUST_PROXY), in which case X-Forwarded-For is read from its end, past every
 * trusted proxy, to the first address that is not one. A client that reaches the server
 * directly cannot name itself through X-Forwarded-For.
 */
export function readClientAddress(
  socketAddress: string,
  headers: Headers,
  trustedProxies: BlockList,
): ClientAddress {
  const socket = unmapped(socketAddress);
  const forwarded = FORWARDING_HEADERS.some((name) => headers.has(name));
  if (!contains(trustedProxies, socket)) {
    return { address: socket, forwardedByStranger: forwarded };
  }
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  let address = socket;
  for (const hop of chain.reverse()) {
    address = hop;
    if (!contains(trustedProxies, hop)) break;
  }
  return { address, forwardedByStranger: false };
}

/** Sets `clientAddress` on every request, read once for the rate limits and the outbox. */
export function clientAddressOf(trustedProxies: readonly string[]) {
  const proxies = proxyList(trustedProxies);
  return createMiddleware<{ Variables: { clientAddress: ClientAddress } }>(async (c, next) => {
    const socket = getConnInfo(c).remote.address ?? '';
    c.set('clientAddress', readClientAddress(socket, c.req.raw.headers, proxies));
    await next();
  });
}

/** Whether an address is this machine's own (127.0.0.0/8 or ::1). */
export function isLoopbackAddress(address: string): boolean {
  return contains(LOOPBACK, unmapped(address));
}

/** Whether a URL's host names this machine: localhost (and *.localhost) or a loopback address. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

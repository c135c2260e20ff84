/** What decides the address of a link made for the browser: PUBLIC_URL and where the server listens. */
export interface PublicAddress {
  /** PUBLIC_URL, or http://localhost:<port> when it is unset. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: then it is the address of every link. */
  publicUrlSet: boolean;
  port: number;
  /** HOST, the address the server listens on, when set. */
  host: string | undefined;
}

/**
 * The origins a browser reaches the server at without a PUBLIC_URL: the loopback names
 * (localhost, 127.0.0.1, [::1]) and HOST, on the configured port.
 */
export function localOrigins(port: number, host: string | undefined): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]', ...(host ? [bracketIpv6(host)] : [])];
  const origins = names.flatMap((name) => {
    const origin = originOf(`${name}:${port}`);
    return origin ? [origin] : [];
  });
  return [...new Set(origins)];
}

/**
 * The base of the links a request's browser follows next (the payment page, its return
 * pages). PUBLIC_URL always, when set. Without it, the origin the browser used, so that
 * the session cookie it holds for that host comes along (127.0.0.1 and localhost keep
 * separate cookies); but only when that origin is one of the server's own local ones,
 * since the Host header is the client's to write, and a forged one must not send a
 * writer's link to another site. Anything else gets the default public URL.
 */
export function browserPublicUrl(address: PublicAddress, requestHost: string | undefined): string {
  if (address.publicUrlSet || !requestHost) return address.publicUrl;
  const origin = originOf(requestHost);
  const local = origin !== null && localOrigins(address.port, address.host).includes(origin);
  return local ? origin : address.publicUrl;
}

/** The http origin of a Host value (name and port), or null when it is none. */
function originOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return null;
  }
}

/** An IPv6 HOST (`::1`) is written in brackets in a URL and in the Host header. */
function bracketIpv6(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Scripts only from our own origin, and inline ones only with this response's nonce (the
 * pages' own, which React Router writes: http handlers read it as `secureHeadersNonce`).
 * Styles allow inline because the toast library and React's style attributes set them;
 * styles cannot run code. The Vite dev server's hot reload talks over a WebSocket.
 */
export function securityHeaders({ webDevServer }: { webDevServer: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: webDevServer ? ["'self'", 'ws:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
}

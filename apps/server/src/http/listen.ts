import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Connect } from 'vite';
import type { App } from '../app';

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  url: string;
  port: number;
  /** Stops at once: every connection is closed, busy or not. */
  close(): Promise<void>;
  /**
   * Stops accepting connections and closes the idle ones; resolves when the last
   * connection has closed. Busy ones close after their answer (main.ts's shutdown has
   * each answer say `Connection: close`) or when `closeAllConnections` cuts them.
   */
  stopAccepting(): Promise<void>;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/**
 * Listens with the Node adapter; port 0 picks a free port (tests). `before`, the Vite dev
 * server's handlers, sees each request first and hands on what it does not serve.
 */
export function listen(
  app: App,
  port: number,
  hostname?: string,
  before?: Connect.Server,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const answer = getRequestListener(app.fetch);
    const server = createServer(
      before
        ? (request, response) => before(request, response, () => answer(request, response))
        : answer,
    );
    // Longer than the idle time of the proxies in front (60 s on the common load balancers)
    // and than any pause of a client's own: a connection is closed by the side that stopped
    // using it, never by the server just as a request is on its way on it (an ECONNRESET,
    // a 502 behind a proxy).
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.listen(port, hostname, () => {
      const info = server.address() as AddressInfo;
      const host = hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : 'localhost';
      let closed: Promise<void> | undefined;
      const stopAccepting = () => {
        closed ??= new Promise<void>((done) => server.close(() => done()));
        server.closeIdleConnections();
        return closed;
      };
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        stopAccepting,
        closeIdleConnections: () => server.closeIdleConnections(),
        closeAllConnections: () => server.closeAllConnections(),
        close: () => {
          const stopped = stopAccepting();
          // Keep-alive sockets would hold close() open until they time out.
          server.closeAllConnections();
          return stopped;
        },
      });
    });
    server.once('error', reject);
  });
}

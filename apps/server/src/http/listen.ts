import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app';

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

/** Listens with the Node adapter; port 0 picks a free port (tests). */
export function listen(app: App, port: number, hostname?: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port, ...(hostname ? { hostname } : {}) },
      (info: AddressInfo) => {
        const host =
          hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : 'localhost';
        const http = server as Server;
        let closed: Promise<void> | undefined;
        const stopAccepting = () => {
          closed ??= new Promise<void>((done) => http.close(() => done()));
          http.closeIdleConnections();
          return closed;
        };
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          stopAccepting,
          closeIdleConnections: () => http.closeIdleConnections(),
          closeAllConnections: () => http.closeAllConnections(),
          close: () => {
            const stopped = stopAccepting();
            // Keep-alive sockets would hold close() open until they time out.
            http.closeAllConnections();
            return stopped;
          },
        });
      },
    );
    server.once('error', reject);
  });
}

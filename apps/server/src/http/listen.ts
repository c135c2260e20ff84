import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens with the Node adapter; port 0 picks a free port (tests). */
export function listen(app: App, port: number, hostname?: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port, ...(hostname ? { hostname } : {}) },
      (info: AddressInfo) => {
        const host =
          hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : 'localhost';
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // Keep-alive sockets would hold close() open until they time out.
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on loopback in front of a server (PostgreSQL here), which a test can cut and
 * restore: cut, every open connection drops and new ones are refused, as when the
 * database stops; restored, it relays again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function open() {
    if (server?.listening) return;
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }

  async function cut() {
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await open();
  /** Both are idempotent: cleanup may call them whatever state a failed test left. */
  return { port: () => port, cut, restore: open, close: cut };
}

import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { Connect } from 'vite';
import { SERVER_ROOT } from '../paths';

export interface WebDevServer {
  /** Vite's own handlers (the sources, hot reload), asked before the app. */
  middlewares: Connect.Server;
  loadBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

/**
 * `npm run dev`: the web app from its sources, through Vite in middleware mode, so pages
 * and their code reload as you edit. Vite is a development dependency: imported only here.
 */
export async function createWebDevServer(): Promise<WebDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: path.resolve(SERVER_ROOT, '../web'),
    server: { middlewareMode: true },
  });
  return {
    middlewares: vite.middlewares,
    loadBuild: () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}

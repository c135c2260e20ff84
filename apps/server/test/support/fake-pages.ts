import type { PageContext } from '@plume/core/contracts';
import { data, redirect, type ServerBuild } from 'react-router';

/**
 * A React Router server build made by hand, for the integration tests (the real one needs
 * `npm run build`): `/fr` is a page whose HTML is the loaders' data as JSON, `/s/:token` a
 * shared idea's as the real route loads it, any other path redirects to the root as the web
 * app's catch-all route does. The root loader reads
 * the PageContext the server hands it.
 */
export function fakePages(): () => Promise<ServerBuild> {
  const build = {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: unknown } },
        ) => {
          headers.set('Content-Type', 'text/html; charset=utf-8');
          const data = JSON.stringify(context.staticHandlerContext.loaderData);
          return new Response(`<!doctype html><main>${data}</main>`, { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => null,
          loader: ({ context }: { context: PageContext }) => ({
            writer: context.writer?.user.email ?? null,
            language: context.language,
            timeZone: context.timeZone,
          }),
        },
      },
      page: { id: 'page', parentId: 'root', path: 'fr', module: { default: () => null } },
      english: { id: 'english', parentId: 'root', path: 'en', module: { default: () => null } },
      neutral: {
        id: 'neutral',
        parentId: 'root',
        path: '',
        index: true,
        module: { default: () => null },
      },
      // As the web app's shared-idea route: the link's idea, or the app's 404.
      shared: {
        id: 'shared',
        parentId: 'root',
        path: 's/:token',
        module: {
          default: () => null,
          loader: async ({
            params,
            context,
          }: {
            params: { token: string };
            context: PageContext;
          }) => {
            const shared = await context.sharedIdea(params.token, context.language);
            if (!shared) throw data(null, { status: 404 });
            return { shared };
          },
        },
      },
      rest: {
        id: 'rest',
        parentId: 'root',
        path: '*',
        module: { default: () => null, loader: () => redirect('/') },
      },
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/m.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
    basename: '/',
  } as unknown as ServerBuild;
  return () => Promise.resolve(build);
}

import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * The modules a visitor's first screen starts from: the client entry, the root route and
 * the home screen's routes (the layout that draws the screen and the sign-in form a home
 * path shows).
 */
const FIRST_SCREEN_MODULES = [
  'entry.client.tsx',
  'root.tsx',
  'routes/screens.tsx',
  'routes/home.tsx',
  'routes/sign-in.tsx',
];

/**
 * The first screen's groups, highest priority first: each takes its modules before the
 * next, which gets what is left.
 */
const GROUPS: { name: string; test: RegExp }[] = [
  // React and its router: every page runs both, and one file of them is one request.
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  { name: 'libs', test: /[\\/]node_modules[\\/]/ },
  { name: 'app', test: /./ },
];

/** Every module the given modules import statically, directly or not. */
function staticImportsOf(starts: Iterable<string>, ctx: Rolldown.ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The client build's code-splitting groups: the first screen's JavaScript in three shared
 * files (React with its router, the other libraries, our code) beside the entry and the route
 * modules, instead of forty modules that HTTP/1.1 fetches six at a time.
 *
 * A group takes a module only if the first screen runs it: Rolldown's `$initial` tag (no
 * dynamic import on the way, so not the desk, the menus or the toasts) and reached from
 * the first screen's modules (so not what only another route imports). Everything else is
 * left to Rolldown's automatic chunking.
 */
export function firstScreenGroups(appDirectory: string): Rolldown.CodeSplittingGroup[] {
  const starts = new Set(FIRST_SCREEN_MODULES.map((file) => path.join(appDirectory, file)));
  let firstScreen: Set<string> | undefined;
  return GROUPS.map((group, index) => ({
    debugName: group.name,
    priority: GROUPS.length - index,
    test: group.test,
    tags: ['$initial'],
    name(id, ctx) {
      firstScreen ??= staticImportsOf(starts, ctx);
      // The route modules stay the files React Router loads for their routes.
      return firstScreen.has(id) && !starts.has(id) ? group.name : null;
    },
  }));
}

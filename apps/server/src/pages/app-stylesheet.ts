import type { ServerBuild } from 'react-router';

/**
 * The href of the web app's stylesheet, as the web build names it (its server entry
 * exports it: apps/web/src/app/entry.server.tsx), for the pages the server writes itself;
 * undefined while there is no build. Read once, then kept: a build's name does not change
 * while the server runs.
 */
export function appStylesheet(
  loadBuild: () => Promise<ServerBuild>,
): () => Promise<string | undefined> {
  let href: Promise<string | undefined> | undefined;
  return () => {
    href ??= loadBuild().then(
      (build) => {
        const { stylesheet } = build.entry.module as { stylesheet?: unknown };
        return typeof stylesheet === 'string' ? stylesheet : undefined;
      },
      () => {
        // No build yet (`npm run build` not run): ask again next time.
        href = undefined;
        return undefined;
      },
    );
    return href;
  };
}

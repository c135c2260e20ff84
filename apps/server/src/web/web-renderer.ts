import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExternalLinkTemplates, Language } from '@plume/core';
import type { SessionUser } from '../auth/session-reader';

/** The web build's server-side entry (apps/web/src/prerender), inside the web build. */
export const RENDERER_PATH = path.join('ssr', 'render-page.mjs');

export interface DrawnPage {
  /** The markup of the root element's content. */
  html: string;
  title: string;
}

type RuntimeConfig = { links: ExternalLinkTemplates };

/** What apps/web/src/prerender/render-page.tsx exports; a build may predate any of it. */
export interface WebRenderer {
  renderSignedOutPage?: (
    url: string,
    language: Language,
    config: RuntimeConfig,
  ) => Promise<DrawnPage>;
  renderSignedInDesk?: (
    desk: {
      url: string;
      language: Language;
      user: SessionUser;
      answers: Record<string, unknown>;
      /** The seed of the page's random orders (web lib/visit-seed.ts). */
      visitSeed: number;
    },
    config: RuntimeConfig,
  ) => Promise<DrawnPage>;
  /** The API paths whose answers the desk is drawn from, by name. */
  firstAnswerPaths?: (language: Language) => Record<string, string>;
}

/**
 * Loads the web build's renderer once, on first use: null when the build has none (the
 * Vite dev server, an older build), and the browser then draws every page itself.
 */
export function createRendererLoader(webDistDir: string): () => Promise<WebRenderer | null> {
  const file = path.join(webDistDir, RENDERER_PATH);
  let renderer: Promise<WebRenderer | null> | undefined;
  return () => {
    renderer ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<WebRenderer>)
      : Promise.resolve(null);
    return renderer;
  };
}

/**
 * The page around a drawn screen. Its app starts once the page has painted: the app's tag
 * gives way to the web build's start-after-paint.js, which then loads it (after React DOM,
 * which the tag names in `data-first`, in a task of its own, docs/decisions/017), and
 * nothing is preloaded. On a slow connection its code never competes with the page, its
 * style sheet and its fonts: the screen is readable much sooner, the app takes it over a
 * little later (docs/decisions/015). `head` goes at the end of the head, `rootAttributes`
 * on the root element. Functions as replacements, so a `$&` in the page is text, not a
 * pattern.
 */
export function fillTemplate(
  template: string,
  language: Language,
  page: DrawnPage,
  extra: { rootAttributes: string; head?: string },
): string | null {
  const root = '<div id="root"></div>';
  const app = /<script type="module" crossorigin src="([^"]+)"( data-first="[^"]+")?><\/script>/;
  if (!template.includes(root) || !app.test(template)) return null;
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      app,
      (_tag, src: string, first = '') =>
        `<script defer src="/start-after-paint.js" data-app="${src}"${first}></script>`,
    )
    .replace('</head>', () => `${extra.head ?? ''}</head>`)
    .replace(root, () => `<div id="root" ${extra.rootAttributes}>${page.html}</div>`);
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

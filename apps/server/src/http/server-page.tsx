import type { Language } from '@plume/core/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A link drawn as the app's main call to action (apps/web/src/components/button-styles.ts). */
export const primaryButton =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong';

/** A quieter action beside a primary one, as the app draws it. */
export const secondaryButton =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted';

export interface ServerPageProps {
  language: Language;
  /** The page's title, before " · Plume". */
  title: string;
  /**
   * The web app's stylesheet (pages/app-stylesheet.ts), which the page's classes are
   * taken from; none without a web build, and the page is then plain HTML.
   */
  stylesheet: string | undefined;
  children: ReactNode;
}

/**
 * A page the server writes itself, without React Router, as a whole document: React
 * escapes every text and attribute in it. No script at all (none is needed), kept out of
 * search engines, styled by the app's own stylesheet and theme: the web app's build takes
 * the classes of these pages (`@source` in apps/web/src/styles.css, for files named *-page.tsx).
 */
export function renderServerPage({ language, title, stylesheet, children }: ServerPageProps) {
  const page = renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Plume`}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body>{children}</body>
    </html>,
  );
  return `<!doctype html>\n${page}\n`;
}

import type { Language } from '@plume/core/i18n';
import { escapeHtml } from './escape-html';

/**
 * The web app's palette, light and dark, and the base text of the pages the server writes
 * itself (the local checkout, the dev mailbox); each page adds its own rules.
 */
const PALETTE = `
:root {
  --paper: #f7f3ec; --surface: #fffdf9; --ink: #201b16; --ink-muted: #5f564c;
  --line: #e2d9cb; --accent: #1f5f5b; --on-accent: #ffffff; --focus: #2d7f79;
  --warn: #8a4b00; --warn-bg: #fdecc8; color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --paper: #171411; --surface: #201c18; --ink: #f2ebe1; --ink-muted: #b6ab9d;
    --line: #3b342d; --accent: #7cc4bc; --on-accent: #10201e; --focus: #8fd3cb;
    --warn: #fbd38d; --warn-bg: #3d2a10; color-scheme: dark;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--paper); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
`;

export interface ServerPage {
  language: Language;
  /** The page's title, before " · Plume"; plain text. */
  title: string;
  /** The page's own CSS rules, after the palette. */
  styles: string;
  /** The body's markup, escaped by the caller. */
  body: string;
}

/**
 * The document around a page the server writes without React: no script at all (the CSP
 * forbids inline scripts, and none is needed), kept out of search engines.
 */
export function serverPage({ language, title, styles, body }: ServerPage): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Plume</title>
<style>${PALETTE}${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

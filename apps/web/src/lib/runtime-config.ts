import { DEFAULT_EXTERNAL_LINKS, type ExternalLinkTemplates } from '@plume/core';

export interface RuntimeConfig {
  links: ExternalLinkTemplates;
}

/**
 * Settings the server puts in index.html's `plume-config` meta tag (a meta tag, not an
 * inline script, so the CSP can forbid inline scripts). The Vite dev server leaves it
 * empty, and then the defaults apply.
 */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const content = doc.querySelector('meta[name="plume-config"]')?.getAttribute('content');
  let parsed: Partial<RuntimeConfig> = {};
  try {
    parsed = content ? JSON.parse(content) : {};
  } catch {
    parsed = {};
  }
  return { links: { ...DEFAULT_EXTERNAL_LINKS, ...parsed.links } };
}

let cached: RuntimeConfig | undefined;

/** The server's pre-rendering has no document to read: it passes its own settings. */
export function provideRuntimeConfig(config: RuntimeConfig) {
  cached = config;
}

/** This page's settings, read once. */
export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig(document);
  return cached;
}

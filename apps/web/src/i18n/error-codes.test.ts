import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@plume/core/contracts';
import { LANGUAGES } from '@plume/core/i18n';
import en from '@plume/core/i18n/messages/en.json';
import es from '@plume/core/i18n/messages/es.json';
import fr from '@plume/core/i18n/messages/fr.json';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const catalogues: Record<(typeof LANGUAGES)[number], Messages> = { fr, en, es };

function message(messages: Messages, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Messages)[part] : undefined,
      messages,
    );
}

/** The web app's own sources, read as text: where a message key can be named. */
function webSources(dir = path.resolve(import.meta.dirname, '..')): string {
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .map((file) =>
      statSync(file).isDirectory()
        ? webSources(file)
        : /\.tsx?$/.test(file) && !file.endsWith('.test.ts')
          ? readFileSync(file, 'utf8')
          : '',
    )
    .join('\n');
}

/**
 * Messages of the original catalogue that no code raises today, kept word for word
 * (docs/PRODUCT.md, Message codes).
 */
const KEPT_FROM_THE_SPECIFICATION = new Set(['errors.passwordUpdateError', 'errors.network']);

describe('the error codes of the API', () => {
  it.each(LANGUAGES)('each has a message in %s', (language) => {
    const missing = ERROR_CODES.filter(
      (code) => typeof message(catalogues[language], code) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('leave no message of the errors section unused: each is a code or named by the app', () => {
    const sources = webSources();
    const codes = new Set<string>(ERROR_CODES);
    const unused = Object.keys(en.errors)
      .map((name) => `errors.${name}`)
      .filter((key) => !codes.has(key) && !KEPT_FROM_THE_SPECIFICATION.has(key))
      .filter((key) => !sources.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});

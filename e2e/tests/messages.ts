import { readFileSync } from 'node:fs';
import type { Language } from '@plume/core/i18n';

type Messages = Record<string, unknown>;

const load = (language: Language): Messages =>
  JSON.parse(
    readFileSync(
      new URL(`../../packages/core/src/i18n/messages/${language}.json`, import.meta.url),
      'utf8',
    ),
  );

const MESSAGES: Record<Language, Messages> = { fr: load('fr'), en: load('en'), es: load('es') };

/**
 * The app's own text for a key, so tests read what a writer reads in that language, with
 * its {{variables}} filled in from values.
 */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], MESSAGES[language]);
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

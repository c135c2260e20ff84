import { toCardinal as english } from 'n2words/en-GB';
import { toCardinal as spanish } from 'n2words/es-ES';
import { toCardinal as french } from 'n2words/fr-FR';
import { normalizeText } from '../genres/normalize-text';
import type { Language } from '../i18n/languages';

/** Ages and counts a story gives in words: up to this one. */
const HIGHEST = 150;

const CARDINALS: Record<Language, (value: number) => string> = {
  fr: french,
  en: english,
  es: spanish,
};

/**
 * Spanish shortens "uno" before a noun: "cuarenta y un años", "veintiún años". French and
 * English write numbers the same before a noun.
 */
function beforeNoun(language: Language, words: string): string[] {
  if (language !== 'es' || !words.endsWith('uno')) return [words];
  return [words, words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un')];
}

const tables = new Map<Language, ReadonlyMap<string, number>>();

/** Every number up to HIGHEST in words, folded as normalizeText folds them, to its value. */
function tableOf(language: Language): ReadonlyMap<string, number> {
  let table = tables.get(language);
  if (!table) {
    const entries = new Map<string, number>();
    for (let value = 0; value <= HIGHEST; value++) {
      for (const words of beforeNoun(language, CARDINALS[language](value))) {
        entries.set(normalizeText(words), value);
      }
    }
    table = entries;
    tables.set(language, table);
  }
  return table;
}

/** The value of a number in digits or in words ("46", "quarante-six", "cuarenta y un"), if one. */
export function numberIn(text: string, language: Language): number | undefined {
  const trimmed = text.trim();
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  return tableOf(language).get(normalizeText(trimmed));
}

/** The first number a text gives, in digits or in words of up to five ("quarante-six ans"). */
export function firstNumberIn(text: string, language: Language): number | undefined {
  const digits = /\b(\d{1,3})\b/.exec(text);
  if (digits) return Number(digits[1]);
  const words = normalizeText(text).split(' ');
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(5, words.length - start); length > 0; length--) {
      const value = tableOf(language).get(words.slice(start, start + length).join(' '));
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

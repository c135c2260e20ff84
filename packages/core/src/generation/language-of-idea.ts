import { francAll } from 'franc-min';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { SECTION_HEADINGS } from './generation-options';

/** franc's codes of the languages an idea is written in, and ours for each. */
const FRANC_LANGUAGES: Record<string, Language> = { fra: 'fr', eng: 'en', spa: 'es' };

/**
 * The language an idea is written in, read from its text, for ideas saved before their
 * language was stored: the language of its section headings when it has some (a structured
 * idea names them in its own language), else franc's reading among ours, else the default.
 */
export function languageOfIdea(idea: string): Language {
  const lines = new Set(idea.split('\n').map((line) => line.trim()));
  const headings = LANGUAGES.map((language) => ({
    language,
    count: Object.values(SECTION_HEADINGS[language]).filter((heading) => lines.has(heading)).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = headings;
  if (first && first.count > 0 && first.count > (second?.count ?? 0)) return first.language;
  const [best] = francAll(idea, { only: Object.keys(FRANC_LANGUAGES), minLength: 1 });
  return (best && FRANC_LANGUAGES[best[0]]) ?? DEFAULT_LANGUAGE;
}

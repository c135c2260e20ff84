import type { Language } from '../../../i18n/languages';
import { englishPack } from './en/index';
import { spanishPack } from './es/index';
import { frenchPack } from './fr/index';
import type { LanguagePack } from './language-pack';

/**
 * The built-in engine's languages: each folder holds a language's grammar, tables,
 * templates and brief patterns, and the engine reads a language only through this registry.
 * Adding a language is adding its folder here, and its genre catalogue.
 */
export const LANGUAGE_PACKS: Readonly<Record<Language, LanguagePack>> = {
  fr: frenchPack,
  en: englishPack,
  es: spanishPack,
};

import { englishGrammar } from './english-grammar';
import { englishLexicon } from './english-lexicon';
import { englishEras, englishFamilies } from './english-motifs';
import { englishTemplates } from './english-templates';
import type { LanguagePack } from './language-pack';

export const englishPack: LanguagePack = {
  language: 'en',
  grammar: englishGrammar,
  families: englishFamilies,
  eras: englishEras,
  lexicon: englishLexicon,
  templates: englishTemplates,
};

import { frenchGrammar } from './french-grammar';
import { frenchLexicon } from './french-lexicon';
import { frenchEras, frenchFamilies } from './french-motifs';
import { frenchTemplates } from './french-templates';
import type { LanguagePack } from './language-pack';

export const frenchPack: LanguagePack = {
  language: 'fr',
  grammar: frenchGrammar,
  families: frenchFamilies,
  eras: frenchEras,
  lexicon: frenchLexicon,
  templates: frenchTemplates,
};

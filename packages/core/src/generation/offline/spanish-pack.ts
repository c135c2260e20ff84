import type { LanguagePack } from './language-pack';
import { spanishGrammar } from './spanish-grammar';
import { spanishLexicon } from './spanish-lexicon';
import { spanishEras, spanishFamilies } from './spanish-motifs';
import { spanishTemplates } from './spanish-templates';

export const spanishPack: LanguagePack = {
  language: 'es',
  grammar: spanishGrammar,
  families: spanishFamilies,
  eras: spanishEras,
  lexicon: spanishLexicon,
  templates: spanishTemplates,
};

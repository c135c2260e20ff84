import { SECTION_HEADINGS } from '../../../generation-options';
import type { LanguagePack } from '../language-pack';
import { spanishBrief } from './brief';
import { spanishGrammar } from './grammar';
import { spanishLexicon } from './lexicon';
import { spanishEras, spanishFamilies } from './motifs';
import { spanishOutline } from './outline';
import { spanishTemplates } from './templates';

export const spanishPack: LanguagePack = {
  language: 'es',
  grammar: spanishGrammar,
  families: spanishFamilies,
  eras: spanishEras,
  lexicon: spanishLexicon,
  templates: spanishTemplates,
  outline: spanishOutline,
  sectionHeadings: SECTION_HEADINGS.es,
  brief: spanishBrief,
};

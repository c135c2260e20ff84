import { SECTION_HEADINGS } from '../../../generation-options';
import type { LanguagePack } from '../language-pack';
import { frenchBrief } from './brief';
import { frenchGrammar } from './grammar';
import { frenchLexicon } from './lexicon';
import { frenchEras, frenchFamilies } from './motifs';
import { frenchOutline } from './outline';
import { frenchTemplates } from './templates';

export const frenchPack: LanguagePack = {
  language: 'fr',
  grammar: frenchGrammar,
  families: frenchFamilies,
  eras: frenchEras,
  lexicon: frenchLexicon,
  templates: frenchTemplates,
  outline: frenchOutline,
  sectionHeadings: SECTION_HEADINGS.fr,
  brief: frenchBrief,
};

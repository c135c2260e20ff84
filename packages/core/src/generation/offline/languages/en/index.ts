import { SECTION_HEADINGS } from '../../../generation-options';
import type { LanguagePack } from '../language-pack';
import { englishBrief } from './brief';
import { englishGrammar } from './grammar';
import { englishLexicon } from './lexicon';
import { englishEras, englishFamilies } from './motifs';
import { englishOutline } from './outline';
import { englishTemplates } from './templates';

export const englishPack: LanguagePack = {
  language: 'en',
  grammar: englishGrammar,
  families: englishFamilies,
  eras: englishEras,
  lexicon: englishLexicon,
  templates: englishTemplates,
  outline: englishOutline,
  sectionHeadings: SECTION_HEADINGS.en,
  brief: englishBrief,
};

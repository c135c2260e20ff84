import { renamed } from '../generation/redraw-idea';
import type { IdeaText } from '../history/idea-text';
import type { Language } from '../i18n/languages';
import type { ConsistencyFinding } from './consistency-finding';

/**
 * An idea's text with a name that drifted written as its card writes it (docs/PRODUCT.md,
 * The story bible): every whole-word `found` of the title and the description becomes
 * `expected`, a possessive or an elision kept ("Semuel's" → "Samuel's", "d’Elise" →
 * "d’Élise"), the language's little words before it following the new name's sound.
 */
export function withCardName(
  text: IdeaText,
  { found, expected }: Pick<ConsistencyFinding, 'found' | 'expected'>,
  language: Language,
): IdeaText {
  const rename = (part: string) => renamed(part, [[found, expected]], language);
  return { title: rename(text.title), description: rename(text.description) };
}

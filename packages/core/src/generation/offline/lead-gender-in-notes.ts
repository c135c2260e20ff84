import { foldAccents } from '../../text/fold-accents';
import type { Gender } from '../generation-options';
import type { IdeaBrief } from '../idea-brief';
import { LANGUAGE_PACKS } from './languages/index';
import type { LanguagePack } from './languages/language-pack';

const plain = (text: string) => foldAccents(text).toLowerCase();

/** A role's forms for a man and a woman ("horlog<er|ère>": horloger, horlogère). */
export function genderedForms(entry: string): Record<Gender, string> {
  const marker = /<([^|<>]*)\|([^|<>@]*)(?:@\w+)?>/gu;
  const bare = entry.replace(/^\d+\+\s*/u, '');
  return { masculine: bare.replace(marker, '$1'), feminine: bare.replace(marker, '$2') };
}

/** Every trade the engine's tables hold, in every language. */
function rolesOf(pack: LanguagePack): string[] {
  return [
    ...pack.lexicon.roles,
    ...pack.lexicon.villainRoles,
    ...Object.values(pack.families).flatMap((family) => family.roles),
    ...Object.values(pack.eras).flatMap((era) => era.roles),
  ];
}

/**
 * The word of each gendered trade that says whose it is: the first word of its form for a
 * woman and for a man, where the two differ ("gardienne", "guardiana", "horloger").
 */
function tradeWords(): Map<string, Gender> {
  const words = new Map<string, Gender>();
  for (const role of Object.values(LANGUAGE_PACKS).flatMap(rolesOf)) {
    const forms = genderedForms(role);
    const feminine = plain(forms.feminine).split(/\s+/u)[0] ?? '';
    const masculine = plain(forms.masculine).split(/\s+/u)[0] ?? '';
    if (feminine === masculine) continue;
    words.set(feminine, 'feminine');
    words.set(masculine, 'masculine');
  }
  return words;
}

interface GenderedWords {
  /** Words matched as written, lower case: those whose accent tells them apart ("él"). */
  written: Map<string, Gender>;
  /** Words matched without accents: person words and trade words. */
  folded: Map<string, Gender>;
}

let gendered: GenderedWords | undefined;

/** Every language's person words and trade words, each with the gender it names. */
function genderedWords(): GenderedWords {
  if (!gendered) {
    gendered = { written: new Map(), folded: tradeWords() };
    for (const gender of ['feminine', 'masculine'] as const) {
      for (const pack of Object.values(LANGUAGE_PACKS)) {
        for (const word of pack.brief.personWords[gender]) {
          const accented = plain(word) !== word;
          (accented ? gendered.written : gendered.folded).set(word, gender);
        }
      }
    }
  }
  return gendered;
}

/**
 * The lead's gender when the writer's notes give it, in any language of the engine's: the
 * first word that names a person as a woman or a man ("una guardiana de faro sorda",
 * "she keeps the light", "un horloger aveugle", "él"), a person word of a pack's brief or
 * a gendered trade of its tables. The first is the lead's: the notes name the lead before
 * the others ("her brother").
 */
export function leadGenderInNotes(brief: IdeaBrief | undefined): Gender | undefined {
  const { written, folded } = genderedWords();
  for (const match of (brief?.notes ?? '').toLowerCase().matchAll(/[\p{L}-]+/gu)) {
    const gender = written.get(match[0]) ?? folded.get(plain(match[0]));
    if (gender) return gender;
  }
  return undefined;
}

import { foldAccents } from '../../text/fold-accents';
import type { Gender } from '../generation-options';
import type { IdeaBrief } from '../idea-brief';
import { englishPack } from './english-pack';
import { frenchPack } from './french-pack';
import type { LanguagePack } from './language-pack';
import { spanishPack } from './spanish-pack';

/**
 * Words that name a person as a woman or a man in the notes' three languages: pronouns and
 * the nouns of family, rank and age. The French "il" is left out: it is also impersonal
 * ("il y a", "il était une fois").
 */
const PERSON_WORDS: Record<Gender, readonly string[]> = {
  feminine: [
    'she',
    'her',
    'hers',
    'herself',
    'woman',
    'women',
    'girl',
    'lady',
    'mother',
    'daughter',
    'sister',
    'grandmother',
    'aunt',
    'niece',
    'wife',
    'widow',
    'queen',
    'princess',
    'heroine',
    'elle',
    'elles',
    'femme',
    'fille',
    'fillette',
    'mere',
    'soeur',
    'grand-mere',
    'tante',
    'niece',
    'epouse',
    'veuve',
    'reine',
    'princesse',
    'heroine',
    'dame',
    'gamine',
    'ella',
    'ellas',
    'mujer',
    'chica',
    'nina',
    'madre',
    'hija',
    'hermana',
    'abuela',
    'tia',
    'sobrina',
    'esposa',
    'viuda',
    'reina',
    'princesa',
    'heroina',
    'senora',
  ],
  masculine: [
    'he',
    'him',
    'his',
    'himself',
    'man',
    'men',
    'boy',
    'gentleman',
    'father',
    'son',
    'brother',
    'grandfather',
    'uncle',
    'nephew',
    'husband',
    'widower',
    'king',
    'prince',
    'hero',
    'homme',
    'garcon',
    'pere',
    'fils',
    'frere',
    'grand-pere',
    'oncle',
    'neveu',
    'mari',
    'epoux',
    'veuf',
    'roi',
    'heros',
    'monsieur',
    'gamin',
    'hombre',
    'chico',
    'nino',
    'padre',
    'hijo',
    'hermano',
    'abuelo',
    'tio',
    'sobrino',
    'esposo',
    'marido',
    'viudo',
    'rey',
    'principe',
    'heroe',
    'senor',
  ],
};

const plain = (text: string) => foldAccents(text).toLowerCase();

/** A role's forms for a man and a woman ("horlog<er|ère>": horloger, horlogère). */
function genderedForms(entry: string): Record<Gender, string> {
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
  for (const role of [frenchPack, englishPack, spanishPack].flatMap(rolesOf)) {
    const forms = genderedForms(role);
    const feminine = plain(forms.feminine).split(/\s+/u)[0] ?? '';
    const masculine = plain(forms.masculine).split(/\s+/u)[0] ?? '';
    if (feminine === masculine) continue;
    words.set(feminine, 'feminine');
    words.set(masculine, 'masculine');
  }
  return words;
}

let gendered: Map<string, Gender> | undefined;

/** Person words and trade words, each with the gender it names. */
function genderedWords(): Map<string, Gender> {
  if (!gendered) {
    gendered = tradeWords();
    for (const gender of ['feminine', 'masculine'] as const) {
      for (const word of PERSON_WORDS[gender]) gendered.set(word, gender);
    }
  }
  return gendered;
}

/**
 * The lead's gender when the writer's notes give it, in any of the three languages: the
 * first word that names a person as a woman or a man ("una guardiana de faro sorda",
 * "she keeps the light", "un horloger aveugle"), or the Spanish "él". The first is the
 * lead's: the notes name the lead before the others ("her brother").
 */
export function leadGenderInNotes(brief: IdeaBrief | undefined): Gender | undefined {
  const words = genderedWords();
  for (const match of (brief?.notes ?? '').toLowerCase().matchAll(/[\p{L}-]+/gu)) {
    const word = match[0];
    if (word === 'él') return 'masculine';
    const gender = words.get(plain(word));
    if (gender) return gender;
  }
  return undefined;
}

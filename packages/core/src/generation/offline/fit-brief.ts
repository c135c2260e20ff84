import { eng, fra, spa } from 'stopword';
import type { Language } from '../../i18n/languages';
import { foldAccents } from '../../text/fold-accents';
import { STYLES } from '../generation-options';
import type { Audience, IdeaBrief } from '../idea-brief';
import type { LanguagePack } from './language-pack';

/**
 * What a story for children leaves out, as the tables of each language write it: death,
 * killing, blood, bodies, poison, torture, drugs, sex and war crimes. Word starts keep the
 * patterns off innocent words ("suspendues", "changed", "nobody", "ejecutivo", "armario").
 */
export const ADULT_THEMES: Readonly<Record<Language, RegExp>> = {
  en: /\b(murder|kill|blood|corpse|bod(y|ies)\b|dead|death|dying|die[sd]?\b|poison|tortur|drug|suicid|sex\b|gore\b|massacre|execution|executed|hang(ed|man)\b|cartel|crime boss|crooked|crime|guns?\b|war\b|wars\b|deserter|weapon)/iu,
  fr: /(meurtr|\btue[rz]?\b|\btué|assassin|\bsang\b|sanglant|cadavre|\bcorps\b|\bmort|mourir|meurt|mourant|poison|empoisonn|tortur|drogue|suicid|\bsexe|massacre|exécut|\bpendu|cartel|ripou|\bcrime|criminel|\bguerre|déserteur|\barmes?\b)/iu,
  es: /(asesin|\bmatar|\bmata\b|\bmató|muert|sangre|sangrient|cadáver|\bcuerpos?\b|\bmori[rd]|muere|veneno|envenen|tortur|droga|suicid|\bsexo|masacre|ejecuci|ejecutad|ahorcad|cártel|\bcapo\b|corrupto|\bcrimen|criminal|guerra|desertor|\barmas?\b)/iu,
};

/**
 * Motifs a writer may name in the notes or in "to avoid", in any of the three languages
 * (`named`, matched without accents or case), and how each language's tables write them
 * (`written`): notes asking for a lighthouse in French still find the English tables'.
 */
interface Motif {
  named: RegExp;
  written: Readonly<Record<Language, RegExp>>;
}

const MOTIFS: readonly Motif[] = [
  {
    named: /proph|profec/u,
    written: { en: /prophe/iu, fr: /proph[ée]t/iu, es: /prof[eé]c/iu },
  },
  {
    named: /chosen|\belue?s?\b|elegid|elu\b/u,
    written: {
      en: /\bis chosen\b|chosen ones?\b/iu,
      fr: /\best choisie?\b|\b[ée]lue?s?\b/iu,
      es: /\b(es|resulta) elegid[oa]\b|elegid[oa]s? (por|para)\b/iu,
    },
  },
  {
    named: /amnes|memory|memoire|memoria|forget|oubli|olvid/u,
    written: {
      en: /amnesia|memory|forget|remember/iu,
      fr: /amnési|mémoire|oubli|souvenir/iu,
      es: /amnesia|memoria|olvid|recuerd/iu,
    },
  },
  {
    named: /curse|malediction|maudit|maldici|maldit/u,
    written: { en: /curse/iu, fr: /malédiction|maudit/iu, es: /maldici|maldit/iu },
  },
  {
    named: /ghost|fantome|spectre|fantasma|espectro/u,
    written: { en: /ghost/iu, fr: /fantôme|spectre/iu, es: /fantasma|espectro/iu },
  },
  {
    named: /dragon/u,
    written: { en: /dragon/iu, fr: /dragon/iu, es: /drag[óo]n/iu },
  },
  {
    named: /treasure|tresor|tesoro/u,
    written: { en: /treasure/iu, fr: /trésor/iu, es: /tesoro/iu },
  },
  {
    named: /inherit|heritage|herit|testament|herencia|hereda/u,
    written: {
      en: /inherit|:will\|/iu,
      fr: /hérit|testament/iu,
      es: /heren|hered|testamento/iu,
    },
  },
  {
    named: /magic|magie|sorcier|sorciere|magia|hechic|brujer/u,
    written: { en: /magic|sorcer|witch/iu, fr: /magi|sorci/iu, es: /magia|mágic|hechi|bruj/iu },
  },
  {
    named: /murder|meurtre|assassin|asesin|crime|crimen/u,
    written: {
      en: /murder|kill|crime/iu,
      fr: /meurtr|assassin|crime/iu,
      es: /asesin|crimen/iu,
    },
  },
  {
    named: /\bwar\b|guerre|guerra/u,
    written: { en: /\bwars?\b/iu, fr: /guerre/iu, es: /guerra/iu },
  },
  {
    named: /lighthouse|phare|\bfaro/u,
    written: { en: /lighthouse/iu, fr: /phare/iu, es: /\bfaro/iu },
  },
  {
    named: /island|\bile\b|\biles\b|\bisla/u,
    written: { en: /island/iu, fr: /\bîles?\b/iu, es: /\bisla/iu },
  },
  {
    named: /forest|foret|bosque|selva/u,
    written: { en: /forest|woods/iu, fr: /forêt|bois\b/iu, es: /bosque|selva/iu },
  },
  {
    named: /mountain|montagne|montana|\bsierra/u,
    written: { en: /mountain/iu, fr: /montagne/iu, es: /montaña|sierra/iu },
  },
  {
    named: /desert|desierto/u,
    written: { en: /desert/iu, fr: /désert/iu, es: /desierto/iu },
  },
  {
    named: /library|bibliotheque|biblioteca|librar|bookshop|librairie|libreria/u,
    written: {
      en: /librar|bookshop|books/iu,
      fr: /bibliothèque|librairie|livres/iu,
      es: /biblioteca|librería|libros/iu,
    },
  },
  {
    named: /circus|cirque|circo/u,
    written: { en: /circus/iu, fr: /cirque/iu, es: /circo/iu },
  },
  {
    named: /\btrain|railway|\btren|ferrocarril/u,
    written: {
      en: /train|railway/iu,
      fr: /\btrain|ferroviaire|gare\b/iu,
      es: /\btren|ferrocarril/iu,
    },
  },
  {
    named: /school|ecole|college|\blycee|escuela|colegio|instituto/u,
    written: {
      en: /school|class\b/iu,
      fr: /école|collège|lycée|classe\b/iu,
      es: /escuela|colegio|instituto|clase\b/iu,
    },
  },
  {
    named: /castle|chateau|castillo/u,
    written: { en: /castle/iu, fr: /château/iu, es: /castillo/iu },
  },
  {
    named: /\bship|boat|navire|bateau|barco|\bnavio/u,
    written: { en: /\bship|boat/iu, fr: /navire|bateau/iu, es: /barco|navío/iu },
  },
  {
    named: /\bsea\b|ocean|\bmer\b|\bmar\b|oceano|\bport\b|\bpuerto/u,
    written: {
      en: /\bsea\b|ocean|\bport\b/iu,
      fr: /\bmer\b|océan|\bport\b/iu,
      es: /\bmar\b|océano|puerto/iu,
    },
  },
];

const plain = (text: string) => foldAccents(text).toLowerCase();

/** The motifs named in a text of the writer's, as the tables of `language` write them. */
function motifsNamed(text: string | undefined, language: Language): RegExp[] {
  const named = plain(text ?? '');
  if (!named) return [];
  return MOTIFS.filter((motif) => motif.named.test(named)).map((motif) => motif.written[language]);
}

/** What the brief rules out of the tables of `language`: its avoided motifs, adult themes. */
export function exclusionsOf(brief: IdeaBrief | undefined, language: Language): RegExp[] {
  const motifs = motifsNamed(brief?.avoid, language);
  return brief?.audience === 'children' ? [...motifs, ADULT_THEMES[language]] : motifs;
}

/**
 * An entry as it reads for a man and for a woman: "magistrad<o|a> corrupt<o|a>" is
 * "magistrado corrupto" and "magistrada corrupta", which is what the patterns recognise.
 */
function agreementForms(entry: string): [string, string] {
  const marker = /<([^|<>]*)\|([^|<>@]*)(?:@\w+)?>/gu;
  return [entry.replace(marker, '$1'), entry.replace(marker, '$2')];
}

/**
 * The lists of a family's or a period's motifs that may be left empty: where one has
 * nothing left, the story draws from the generic lexicon's list instead (compose-idea.ts).
 * Likewise a style's own templates (packWithout), which the shared ones then stand in for.
 */
const MOTIFS_MAY_EMPTY = new Set(['roles', 'objects', 'incidents', 'threats', 'themes', 'moods']);

/**
 * Every list of strings in `value` without the entries `excluded` matches, deep. A list
 * left empty keeps its entries, since a story needs something in every slot, unless its
 * key is one `mayEmpty` allows.
 */
function withoutEntries<T>(
  value: T,
  excluded: (entry: string) => boolean,
  mayEmpty: ReadonlySet<string>,
  key = '',
): T {
  if (Array.isArray(value)) {
    if (!value.every((entry) => typeof entry === 'string')) {
      return value.map((entry) => withoutEntries(entry, excluded, mayEmpty)) as T;
    }
    const kept = value.filter((entry: string) => !excluded(entry));
    return (kept.length > 0 || mayEmpty.has(key) ? kept : value) as T;
  }
  if (value && typeof value === 'object') {
    const fitted: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      fitted[name] = withoutEntries(entry, excluded, mayEmpty, name);
    }
    // A style's own templates may all go only where shared ones (`any`) stand in for them.
    const shared = fitted.any;
    if (Array.isArray(shared) && shared.length === 0) {
      for (const [name, entry] of Object.entries(value)) {
        fitted[name] = withoutEntries(entry, excluded, new Set(), name);
      }
    }
    return fitted as T;
  }
  return value;
}

/** Fitted packs, built once per pack and set of exclusions. */
const fittedPacks = new WeakMap<LanguagePack, Map<string, LanguagePack>>();

/** The pack without the table and template entries the exclusions match. */
export function packWithout(pack: LanguagePack, exclusions: readonly RegExp[]): LanguagePack {
  if (exclusions.length === 0) return pack;
  const key = exclusions.map(String).join(' ');
  let byKey = fittedPacks.get(pack);
  if (!byKey) {
    byKey = new Map();
    fittedPacks.set(pack, byKey);
  }
  let fitted = byKey.get(key);
  if (!fitted) {
    const excluded = (entry: string) =>
      agreementForms(entry).some((form) => exclusions.some((pattern) => pattern.test(form)));
    fitted = {
      ...pack,
      families: withoutEntries(pack.families, excluded, MOTIFS_MAY_EMPTY),
      eras: withoutEntries(pack.eras, excluded, MOTIFS_MAY_EMPTY),
      lexicon: withoutEntries(pack.lexicon, excluded, new Set()),
      templates: withoutEntries(pack.templates, excluded, new Set(STYLES)),
    };
    byKey.set(key, fitted);
  }
  return fitted;
}

/**
 * Regions the notes may name, in any of the three languages, by their name or by the
 * adjective of their people ("una isla gallega", "a Texan ranch", "une gardienne bretonne"),
 * matched without accents or case, with how each language says the story is there: the
 * tables have no such proper names, so a region named is added to the setting ("a
 * lighthouse battered by storms in Brittany").
 */
const REGIONS: readonly { named: RegExp; written: Readonly<Record<Language, string>> }[] = [
  {
    named: /bretagne|brittany|bretana|\bbreton(ne)?s?\b|\bbretona?s?\b/u,
    written: { fr: 'en Bretagne', en: 'in Brittany', es: 'en Bretaña' },
  },
  {
    named: /normandie|normandy|normandia|\bnormand(e|o|a)?s?\b/u,
    written: { fr: 'en Normandie', en: 'in Normandy', es: 'en Normandía' },
  },
  {
    named: /provence|provenza|provencal(e)?s?\b|provenzal(es)?\b/u,
    written: { fr: 'en Provence', en: 'in Provence', es: 'en la Provenza' },
  },
  {
    named: /\bcorse|corsica|corcega|\bcorsican|\bcorso\b|\bcorsa\b/u,
    written: { fr: 'en Corse', en: 'in Corsica', es: 'en Córcega' },
  },
  {
    named:
      /ecosse|scotland|escocia|highlands|ecossais(e)?s?\b|\bscot(tish|s)?\b|\bescoces(a|es|as)?\b/u,
    written: { fr: 'en Écosse', en: 'in Scotland', es: 'en Escocia' },
  },
  {
    named: /irlande|ireland|irlanda|irlandais(e)?s?\b|\birish\b|irlandes(a|es|as)?\b/u,
    written: { fr: 'en Irlande', en: 'in Ireland', es: 'en Irlanda' },
  },
  {
    named: /islande|iceland|islandia|islandais(e)?s?\b|icelandic|islandes(a|es|as)?\b/u,
    written: { fr: 'en Islande', en: 'in Iceland', es: 'en Islandia' },
  },
  {
    named: /norvege|norway|noruega|norvegien(ne)?s?\b|norwegian|noruego|noruega/u,
    written: { fr: 'en Norvège', en: 'in Norway', es: 'en Noruega' },
  },
  {
    named: /venise|venice|venecia|venitien(ne)?s?\b|venetian|veneciano|veneciana/u,
    written: { fr: 'à Venise', en: 'in Venice', es: 'en Venecia' },
  },
  {
    named: /sicile|sicily|sicilia|sicilien(ne)?s?\b|sicilian|siciliano/u,
    written: { fr: 'en Sicile', en: 'in Sicily', es: 'en Sicilia' },
  },
  {
    named: /andalousie|andalusia|andalucia|\bandalou(se)?s?\b|andalusian|\bandaluz(a|es|as)?\b/u,
    written: { fr: 'en Andalousie', en: 'in Andalusia', es: 'en Andalucía' },
  },
  {
    named: /galice|galicia|galicien(ne)?s?\b|galician|\bgalleg[oa]s?\b/u,
    written: { fr: 'en Galice', en: 'in Galicia', es: 'en Galicia' },
  },
  {
    named: /patagoni/u,
    written: { fr: 'en Patagonie', en: 'in Patagonia', es: 'en la Patagonia' },
  },
  {
    named: /siberi/u,
    written: { fr: 'en Sibérie', en: 'in Siberia', es: 'en Siberia' },
  },
  {
    named: /sahara|saharien(ne)?s?\b|saharan|sahariano/u,
    written: { fr: 'dans le Sahara', en: 'in the Sahara', es: 'en el Sáhara' },
  },
  {
    named: /japon|japan|japonais(e)?s?\b|japanese|japones(a|es|as)?\b/u,
    written: { fr: 'au Japon', en: 'in Japan', es: 'en Japón' },
  },
  {
    named: /quebec/u,
    written: { fr: 'au Québec', en: 'in Quebec', es: 'en Quebec' },
  },
  {
    named: /louisian|luisian/u,
    written: { fr: 'en Louisiane', en: 'in Louisiana', es: 'en Luisiana' },
  },
  {
    named: /alaska/u,
    written: { fr: 'en Alaska', en: 'in Alaska', es: 'en Alaska' },
  },
  {
    named: /\btexa(s|n|ns|ne|nes)\b|\btejan[oa]s?\b/u,
    written: { fr: 'au Texas', en: 'in Texas', es: 'en Texas' },
  },
  {
    named: /mexique|mexico|mexicain(e)?s?\b|mexican[oa]?s?\b/u,
    written: { fr: 'au Mexique', en: 'in Mexico', es: 'en México' },
  },
];

/**
 * Traits the notes may give the lead ("a deaf keeper"), in any of the three languages,
 * written as the tables' traits are (agreeing with the lead: `<m|f>`).
 */
const TRAITS: readonly { named: RegExp; written: Readonly<Record<Language, string>> }[] = [
  {
    named: /\bdeaf|\bsourde?s?\b|\bsord[oa]s?\b/u,
    written: { fr: 'sourd<|e>', en: 'deaf', es: 'sord<o|a>' },
  },
  {
    named: /\bblind|aveugle|\bcieg[oa]/u,
    written: { fr: 'aveugle', en: 'blind', es: 'cieg<o|a>' },
  },
  {
    named: /\bmute\b|\bmuet(te)?s?\b|\bmud[oa]s?\b/u,
    written: { fr: 'muet<|te>', en: 'mute', es: 'mud<o|a>' },
  },
  {
    named: /left-handed|gauch(er|ere)|\bzurd[oa]/u,
    written: { fr: 'gauch<er|ère>', en: 'left-handed', es: 'zurd<o|a>' },
  },
  {
    named: /widow|\bveu(f|ve)|\bviud[oa]/u,
    written: { fr: 'veu<f|ve>', en: 'widowed', es: 'viud<o|a>' },
  },
  {
    named: /orphan|orphelin|huerfan/u,
    written: { fr: 'orphelin<|e>', en: 'orphaned', es: 'huérfan<o|a>' },
  },
];

/** Words that say nothing of the story ("with", "dans", "sobre"), in the notes' languages. */
const STOP_WORDS = new Set([...eng, ...fra, ...spa].map((word) => plain(word)));

/**
 * A word as the notes and the tables are compared: no accents, no case, no plural s or x,
 * no final e ("phares", "phare" and "CHÂTEAUX", "château" read alike).
 */
const wordKey = (word: string) =>
  plain(word)
    .replace(/(?<=\p{L}{3})[sx]$/u, '')
    .replace(/(?<=\p{L}{3})e$/u, '');

const WORD = /\p{L}{4,}/gu;

/** The words of an entry, as keys; a place is read without its preposition ("dans>"). */
function entryWords(entry: string): string[] {
  const text = entry.slice(entry.indexOf('>') + 1);
  return [...text.matchAll(WORD)].map((match) => wordKey(match[0]));
}

/** What the built-in engine can follow of a brief's notes, in one language's tables. */
export interface NotesReading {
  /** Whether a table entry names something the notes ask for: a word of theirs, a motif. */
  mentions: (entry: string) => boolean;
  /** A region the notes name, as `language` says the story is there ("in Brittany"). */
  region: string | undefined;
  /** A trait of the lead's the notes give, as a table trait. */
  trait: string | undefined;
}

/**
 * Reads the notes for the tables of `language`: their words of 4 letters or more that are
 * not mere grammar (same language only, since the tables are the idea's language's), the
 * motifs they name (any language), a region and a trait.
 */
export function readNotes(brief: IdeaBrief | undefined, language: Language): NotesReading {
  const notes = brief?.notes ?? '';
  const named = plain(notes);
  const words = new Set(
    [...notes.matchAll(WORD)].map((match) => wordKey(match[0])).filter((w) => !STOP_WORDS.has(w)),
  );
  const motifs = motifsNamed(notes, language);
  return {
    mentions: (entry) =>
      (words.size > 0 && entryWords(entry).some((word) => words.has(word))) ||
      motifs.some((motif) => motif.test(entry)),
    region: REGIONS.find((region) => region.named.test(named))?.written[language],
    trait: TRAITS.find((trait) => trait.named.test(named))?.written[language],
  };
}

/** The entries of `list` the notes mention, or the whole list when they mention none. */
export function preferMentioned<T extends string>(
  list: readonly T[],
  notes: NotesReading,
): readonly T[] {
  const mentioned = list.filter(notes.mentions);
  return mentioned.length > 0 ? mentioned : list;
}

/** A setting with a region added after what first describes it. */
export function placeIn(place: string, region: string | undefined): string {
  if (!region) return place;
  const bar = place.indexOf('|');
  if (bar < 0) return `${place}|${region}`;
  const rest = place.slice(bar + 1).trim();
  return `${place.slice(0, bar + 1)}${rest ? `${rest} ${region}` : region}`;
}

/**
 * The lead's ages for an audience: children read about someone of 11 to 13, young adults
 * about 14 to 17, adults about grown-ups (unless a genre for the young asks otherwise).
 */
export function agesFor(
  audience: Audience | undefined,
  ages: { ages: readonly string[]; youngAges: readonly string[] },
  youngGenre: boolean,
): readonly string[] {
  if (audience === 'children') return ages.youngAges.slice(0, 3);
  if (audience === 'young-adults') return ages.youngAges.slice(3);
  return youngGenre ? ages.youngAges : ages.ages;
}

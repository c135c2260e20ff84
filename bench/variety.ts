// Variety of the built-in engine, as a writer meets it: 10 writers per language, each
// writing 10 quick ideas in a row with the same two genres (real catalogue genres, five
// pairs), with what the server passes about the writer's recent ideas (the previous ideas,
// newest first, up to 5: titles, names, lead gender, creativity warning and their plans).
// Per writer, the distinct five-word phrases (case, accents kept, punctuation and the
// characters' names ignored) that come back in 3 or more of the 10 ideas; the median of
// the 10 writers per language, against the goal. Then, per selected genre, the share of
// ideas where it leaves a recognisable trace: its name, or a keyword of one of its
// families (the table below, written for this bench, not taken from the engine).
// Run: npm run bench:variety (BENCH_VERBOSE=1 also lists the phrases that recur most,
// BENCH_UNTRACED=1 the ideas where a genre left no trace, BENCH_SEED=n other writers).
import { CONTEXT_ENTRIES, DEFAULT_STYLE, type IdeaRequest } from '@plume/core/generation';
import {
  availableNames,
  createSeededRandom,
  detectLeadGender,
  leadGenderFor,
  NAME_POOLS,
  namesUsedIn,
  type RecentIdea,
  recentPlans,
  recentTitles,
  type StoryPlan,
  sameGenreSetUsedRecently,
  writeOfflineIdea,
} from '@plume/core/generation/server';
import { type Catalogue, type GenreItem, loadGenreData } from '@plume/core/genres';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { familiesOfGenre } from '../packages/core/src/generation/offline/genre-families';
import { LANGUAGE_PACKS } from '../packages/core/src/generation/offline/languages/index';
import type { LanguagePack } from '../packages/core/src/generation/offline/languages/language-pack';

const WRITERS = 10;
const IDEAS = 10;
const PHRASE = 5;
const RECURS_IN = 3;
const GOAL = 4;
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** Prints the ideas where a selected genre left no trace (to see what the tables lack). */
const UNTRACED = process.env.BENCH_UNTRACED === '1';
/** The first writer's seed; the others follow. */
const SEED = Number(process.env.BENCH_SEED ?? 1000);

/** The genre pairs; writer n uses pair n modulo their count. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['epic-fantasy', 'historical-romance'],
  ['space-opera', 'cozy-mystery'],
  ['noir-fiction', 'gothic-horror'],
  ['post-apocalyptic', 'romantic-comedy'],
  ['pirate-adventure', 'family-saga'],
];

/** Word starts separated by `|`. */
const starts = (list: string): readonly string[] => list.split('|');

/**
 * What tells a reader a genre is there, per family of the genres above: word starts,
 * matched at the start of a word of the lowercased text. A genre leaves a trace when one
 * of its families' words, or its own name, is in the idea.
 */
const TRACES: Record<string, Record<Language, readonly string[]>> = {
  fantasy: {
    fr: starts(
      'magi|mage|sorci|dragon|sortil|enchant|elfe|royaume|prophé|épée|chevalier|grimoire|rune|trône',
    ),
    en: starts(
      'magic|mage|sorcer|wizard|dragon|spell|enchant|elf|elves|kingdom|prophec|sword|knight|grimoire|rune|throne',
    ),
    es: starts(
      'magia|mágic|mago|maga|hechi|dragón|dragon|conjur|encant|elfo|reino|profec|espada|caballer|grimorio|runa|trono',
    ),
  },
  historical: {
    fr: starts(
      'siècle|dot|duc|duchesse|comte|marquis|réputation|bal|corset|régence|aristocra|noblesse',
    ),
    en: starts(
      'century|dowry|duke|duchess|countess|earl|marquis|reputation|ballroom|corset|regency|aristocra|nobility|gentry',
    ),
    es: starts('siglo|dote|duque|duquesa|conde|marqués|reputación|baile|corsé|aristocra|nobleza'),
  },
  romance: {
    fr: starts(
      'amour|amoureu|aimer|aimé|baiser|fiancé|mariage|prétendant|passion|désir|romance|romantique|séduct|idylle|amant|épouse|noces|flamme',
    ),
    en: starts(
      'love|lover|beloved|kiss|fiancé|wedding|marr|suitor|betroth|passion|desire|romance|romantic|courtship|elope|flirt|sweetheart|old flame',
    ),
    es: starts(
      'amor|amoros|enamor|beso|prometid|boda|matrimonio|casar|pretendiente|pasión|deseo|romance|romántic|amante|cortej|novi',
    ),
  },
  space: {
    fr: starts(
      'étoile|vaisseau|espace|spatia|planète|planétaire|galax|orbit|station|extraterrestre|cryo|astéroïde|colonie|colon|flotte|interstellaire',
    ),
    en: starts(
      'star|spaceship|starship|space|planet|galax|orbit|station|alien|cryo|asteroid|colony|colonist|fleet|interstellar',
    ),
    es: starts(
      'estrella|nave|espacio|espacial|planeta|galax|órbita|orbital|estación|alieníg|extraterrestre|crio|asteroide|colonia|colono|flota|interestelar',
    ),
  },
  detective: {
    fr: starts(
      'meurtr|cadavre|enquêt|détective|indice|suspect|alibi|inspect|crime|coupable|poison|empoisonn|assassin|tueu|mystère|énigme',
    ),
    en: starts(
      'murder|body|corpse|investigat|detective|sleuth|clue|suspect|alibi|inspector|crime|culprit|poison|killer|mystery',
    ),
    es: starts(
      'asesin|cadáver|investig|detective|pista|sospech|coartada|inspector|crimen|culpable|veneno|envenen|misterio|enigma',
    ),
  },
  noir: {
    fr: starts(
      'flic|gangster|pègre|mafia|racket|ripou|corromp|corruption|braquage|truand|revolver|whisky|néon|ruelle|dette|malfrat|pot-de-vin|caïd|contreband|perceu|escroc|crime|tueu|cartel|chantage',
    ),
    en: starts(
      'cop|gangster|mob|racket|crooked|underworld|heist|revolver|whisky|whiskey|neon|alley|debt|bribe|corrupt|mafia|hood|smuggl|safecrack|con artist|crime|killer|cartel|blackmail',
    ),
    es: starts(
      'policía|poli|gánster|mafia|hampa|corrupt|atraco|revólver|whisky|neón|callejón|deuda|soborno|matón|mafios|contraband|estafa|crimen|sicari|asesin|cartel|chantaje',
    ),
  },
  horror: {
    fr: starts(
      'fantôme|hant|malédiction|maudit|démon|monstre|sang|terreur|horreur|cauchemar|créature|possédé|crypte|tombe|spectre|effroi|cadavre|présence|entité|exorcis|cimetière|asile|occult',
    ),
    en: starts(
      'ghost|haunt|curse|demon|monster|blood|terror|horror|nightmare|creature|possess|crypt|grave|corpse|dread|specter|spectre|presence|entity|exorcis|cemeter|asylum|occult|undead',
    ),
    es: starts(
      'fantasma|embruj|maldición|maldit|demonio|monstruo|sangre|terror|horror|pesadilla|criatura|poseíd|cripta|tumba|espectro|espanto|cadáver|presencia|entidad|exorcis|cementerio|manicomio|asilo|ocult',
    ),
  },
  future: {
    fr: starts(
      'apocalyp|effondrement|ruine|survivant|bunker|radia|pandém|peste|dôme|drone|ration|pillard|dystop|climat|catastrophe|réfugié',
    ),
    en: starts(
      'apocalyp|collapse|ruin|wasteland|survivor|bunker|radiat|fallout|plague|pandemic|dome|drone|ration|scaveng|dystop|climate|catastrophe|refugee',
    ),
    es: starts(
      'apocalip|colapso|ruina|superviviente|sobreviviente|búnker|radiac|pandemia|peste|cúpula|dron|ración|saqueador|distop|clima|catástrofe|refugiad',
    ),
  },
  humour: {
    fr: starts(
      'comédie|comique|absurde|ridicule|farce|hilar|maladroi|quiproquo|malentendu|chaos|blague|rire|drôle|gaffe|bouffon|catastrophique',
    ),
    en: starts(
      'comedy|comic|absurd|ridicul|farce|hilar|clumsy|mishap|misunderstanding|chaos|joke|laugh|funny|awkward|jester|disastrous',
    ),
    es: starts(
      'comedia|cómic|absurd|ridícul|farsa|hilar|torpe|enredo|malentendido|caos|broma|risa|gracios|bufón|desastros',
    ),
  },
  sea: {
    fr: starts(
      'mer|navire|voil|pirate|capitaine|équipage|île|port|océan|naufrag|ancre|marée|balein|mutin|corsaire|bateau',
    ),
    en: starts(
      'sea|ship|sail|pirate|captain|crew|island|harbor|harbour|port|ocean|shipwreck|anchor|tide|whal|mutin|privateer|boat',
    ),
    es: starts(
      'mar|barco|navío|vela|pirata|capitán|capitana|tripulación|isla|puerto|océano|naufrag|ancla|marea|ballen|motín|corsari|buque',
    ),
  },
  adventure: {
    fr: starts('expédition|trésor|carte|jungle|quête|explor|temple'),
    en: starts('expedition|treasure|map|jungle|quest|explor|temple'),
    es: starts('expedición|tesoro|mapa|selva|explor|templo'),
  },
  family: {
    fr: starts(
      'famille|familia|héritage|hérit|succession|génération|aïeul|grand-mère|grand-père|clan|dynastie|patriarche|matriarche|testament',
    ),
    en: starts(
      'family|inherit|heir|estate|generation|ancestr|grandmother|grandfather|clan|dynasty|patriarch|matriarch|legacy',
    ),
    es: starts(
      'familia|herencia|hereder|sucesión|generación|abuel|clan|dinastía|patriarca|matriarca|testamento|legado',
    ),
  },
};

/** The families each genre of PAIRS belongs to, as the bench reads them. */
const GENRE_FAMILIES: Record<string, readonly string[]> = {
  'epic-fantasy': ['fantasy'],
  'historical-romance': ['historical', 'romance'],
  'space-opera': ['space'],
  'cozy-mystery': ['detective'],
  'noir-fiction': ['noir'],
  'gothic-horror': ['horror'],
  'post-apocalyptic': ['future'],
  'romantic-comedy': ['romance', 'humour'],
  'pirate-adventure': ['sea', 'adventure'],
  'family-saga': ['family'],
};

/** Case and punctuation aside, with a space at each end for matching whole words. */
function normalized(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * The literal pieces of a table entry that tell it in a text: its words between agreement
 * markers and slots, as typeset, of two words or more (one of 5 letters or more), or one
 * word of 7 letters or more ("exorcist").
 */
function fragmentsOf(entry: string, pack: LanguagePack): string[] {
  let text = entry.replace(/^\d+\+ /, '');
  const place = /^([^<>{}]*)>(.*)$/.exec(text);
  if (place) text = place[2] ?? '';
  text = text.replace(/^[a-zA-Z!^]*:/, '').replace('|', ' ');
  return text
    .split(/<[^<>]*>|\{[^{}]*\}/)
    .map((piece) => normalized(pack.grammar.finish(piece.trim())).trim())
    .filter((piece) => {
      const pieceWords = piece.split(' ').filter(Boolean);
      return pieceWords.length >= 2
        ? pieceWords.some((word) => word.length >= 5)
        : (pieceWords[0]?.length ?? 0) >= 7;
    });
}

const motifFragments = new Map<string, string[]>();

/** The fragments of the motifs of a genre's families (kind, trades, places, objects, ...). */
function motifsOfGenre(id: string, language: Language): string[] {
  const key = `${language}:${id}`;
  let fragments = motifFragments.get(key);
  if (!fragments) {
    const pack = LANGUAGE_PACKS[language];
    fragments = familiesOfGenre(id).flatMap((family) => {
      const m = pack.families[family];
      return [
        m.kind,
        ...m.roles,
        ...m.places,
        ...m.objects,
        ...m.incidents,
        ...m.threats,
        ...m.moods,
      ].flatMap((entry) => fragmentsOf(entry, pack));
    });
    motifFragments.set(key, fragments);
  }
  return fragments;
}

function genresById(catalogue: Catalogue): Map<string, GenreItem> {
  const byId = new Map<string, GenreItem>();
  for (const category of catalogue) {
    for (const sub of category.subcategories) {
      for (const genre of sub.genres) byId.set(genre.id, genre);
    }
  }
  return byId;
}

/** Lowercased words, punctuation dropped, each character's name one placeholder word. */
function words(text: string, plan: StoryPlan): string[] {
  let named = text.normalize('NFC');
  const names = plan.cast.flatMap(({ first, family }) => [`${first} ${family}`, first, family]);
  for (const name of names.sort((a, b) => b.length - a.length)) {
    named = named.split(name).join(' NAMEWORD ');
  }
  return named
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function phrasesOf(text: string, plan: StoryPlan): Set<string> {
  const list = words(text, plan);
  const phrases = new Set<string>();
  for (let at = 0; at + PHRASE <= list.length; at++) {
    phrases.add(list.slice(at, at + PHRASE).join(' '));
  }
  return phrases;
}

/** A motif of one of the genre's families (as the engine's tables write it) is in the text. */
function hasMotif(text: string, genre: GenreItem, language: Language): boolean {
  const words = normalized(text);
  return motifsOfGenre(genre.id, language).some((fragment) => words.includes(` ${fragment}`));
}

/** The genre's name, or a word of one of its families (TRACES), is in the text. */
function hasTrace(text: string, genre: GenreItem, language: Language): boolean {
  const lower = text.toLowerCase();
  if (lower.includes(genre.name.toLowerCase())) return true;
  const starts = (GENRE_FAMILIES[genre.id] ?? []).flatMap(
    (family) => TRACES[family]?.[language] ?? [],
  );
  return starts.some((start) => new RegExp(`(?<![\\p{L}])${start}`, 'u').test(lower));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

interface Traces {
  /** Ideas with the genre's name or a word of its families. */
  word: number;
  /** Ideas with a motif of its families. */
  motif: number;
}

interface WriterResult {
  recurring: string[];
  /** Per genre id. */
  traces: Map<string, Traces>;
}

/** One writer's 10 ideas, with the memory the server gives the engine. */
function writer(
  language: Language,
  seed: number,
  pair: readonly [string, string],
  local: Map<string, GenreItem>,
  french: Map<string, GenreItem>,
): WriterResult {
  const random = createSeededRandom(seed);
  const genres = pair.map((id) => local.get(id) as GenreItem);
  const labels = pair.map((id) => french.get(id)?.name ?? id);
  const pool = NAME_POOLS[language];
  /** The writer's history, newest first, as the server reads it (recentIdeas). */
  const history: RecentIdea[] = [];
  const seen = new Map<string, number>();
  const traces = new Map<string, Traces>(pair.map((id) => [id, { word: 0, motif: 0 }]));
  for (let n = 0; n < IDEAS; n++) {
    const recent = history.slice(0, CONTEXT_ENTRIES);
    const request: IdeaRequest = {
      language,
      mode: 'quick',
      style: DEFAULT_STYLE,
      genres: genres.map(({ id, name, description }) => ({ id, name, description })),
      leadGender: leadGenderFor(recent, random),
      names: availableNames(pool, namesUsedIn(recent, pool)),
      recentTitles: recentTitles(recent),
      recentPlans: recentPlans(recent),
      creativityWarning: sameGenreSetUsedRecently(labels, recent),
    };
    const { text, plan } = writeOfflineIdea(request, random);
    for (const phrase of phrasesOf(text, plan)) seen.set(phrase, (seen.get(phrase) ?? 0) + 1);
    for (const genre of genres) {
      const count = traces.get(genre.id) as Traces;
      if (hasMotif(text, genre, language)) count.motif += 1;
      if (hasTrace(text, genre, language)) count.word += 1;
      else if (UNTRACED) console.log(`  [no trace of ${genre.name}]\n${text}\n`);
    }
    history.unshift({
      idea: text,
      genres: labels,
      mode: 'quick',
      style: DEFAULT_STYLE,
      leadGender: detectLeadGender(text, language) ?? request.leadGender,
      plan,
    });
  }
  const recurring = [...seen].filter(([, count]) => count >= RECURS_IN).map(([phrase]) => phrase);
  return { recurring, traces };
}

const french = genresById((await loadGenreData('fr')).catalogue);
console.log(
  `Variety of the built-in engine: ${WRITERS} writers per language, ${IDEAS} quick ideas each ` +
    `with the same two genres, the last ${CONTEXT_ENTRIES} ideas remembered`,
);
console.log(
  `five-word phrases in ${RECURS_IN}+ of ${IDEAS} ideas (median of ${WRITERS} writers; goal <= ${GOAL})`,
);
const traceLines: string[] = [];
let allMet = true;
for (const language of LANGUAGES) {
  const local = genresById((await loadGenreData(language)).catalogue);
  const results = Array.from({ length: WRITERS }, (_, w) =>
    writer(language, SEED + w, PAIRS[w % PAIRS.length] as [string, string], local, french),
  );
  const counts = results.map((result) => result.recurring.length);
  const value = median(counts);
  const met = value <= GOAL;
  allMet &&= met;
  console.log(
    `  ${language}: ${String(value).padStart(4)}  ${met ? 'met' : 'NOT met'}  (per writer: ${counts.join(', ')})`,
  );
  if (VERBOSE) {
    const writersOf = new Map<string, number>();
    for (const result of results) {
      for (const phrase of result.recurring) {
        writersOf.set(phrase, (writersOf.get(phrase) ?? 0) + 1);
      }
    }
    const top = [...writersOf].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [phrase, writers] of top) console.log(`      ${writers} writers: ${phrase}`);
  }
  // Share of ideas with a trace, per genre of each pair (both of its writers together).
  const perGenre = new Map<string, Traces & { ideas: number }>();
  for (const result of results) {
    for (const [id, { word, motif }] of result.traces) {
      const entry = perGenre.get(id) ?? { word: 0, motif: 0, ideas: 0 };
      entry.word += word;
      entry.motif += motif;
      entry.ideas += IDEAS;
      perGenre.set(id, entry);
    }
  }
  const entries = [...perGenre];
  const total = (pick: (entry: Traces & { ideas: number }) => number) =>
    entries.reduce((sum, [, entry]) => sum + pick(entry), 0);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const lowest = (pick: (entry: Traces) => number) =>
    percent(Math.min(...entries.map(([, entry]) => pick(entry) / entry.ideas)));
  traceLines.push(
    `  ${language}: by word ${percent(total((e) => e.word) / total((e) => e.ideas))} ` +
      `(lowest ${lowest((e) => e.word)}), by motif ${percent(total((e) => e.motif) / total((e) => e.ideas))} ` +
      `(lowest ${lowest((e) => e.motif)})`,
    `      ${entries
      .map(
        ([id, entry]) =>
          `${local.get(id)?.name ?? id} ${percent(entry.word / entry.ideas)}/${percent(entry.motif / entry.ideas)}`,
      )
      .join(', ')}`,
  );
}
console.log(
  'share of ideas where each selected genre leaves a recognisable trace: by word (its name or a ' +
    'word of its families, TRACES) / by motif (an entry of its families’ tables in the text)',
);
for (const line of traceLines) console.log(line);
console.log(
  `goal: at most ${GOAL} recurring phrases in each language -> ${allMet ? 'met' : 'NOT met'}`,
);

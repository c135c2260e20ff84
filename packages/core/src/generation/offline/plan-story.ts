import type { CardsTold } from '../../bible/story-bible';
import type { EraId, FamilyId } from '../../genres/catalogue/families';
import type { RandomSource } from '../../genres/random-genres';
import type { Gender, NameChoices } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { namesAt } from '../name-pools';
import { renamed } from '../redraw-idea';
import { type CardValues, cardValues, namesBesideCards } from './card-values';
import { type Agreement, fillTemplate } from './fill-template';
import {
  agesFor,
  exclusionsOf,
  type NotesReading,
  packWithout,
  placeIn,
  preferMentioned,
  readNotes,
} from './fit-brief';
import { packForYear, storyYear } from './fit-period';
import { eraOfGenre, familiesOfGenre, familiesOfGenres, WORLD_PRIORITY } from './genre-families';
import { assignCarriers, CARRIER_SLOTS, type CarrierSlot, carrierList } from './genre-traces';
import type { EraMotifs, FamilyMotifs, Grammar, LanguagePack } from './languages/language-pack';
import { parsePlace } from './noun-spec';
import {
  type Cast,
  castOf,
  fullName,
  type Person,
  personNamed,
  pickCast,
  shortName,
} from './pick-cast';
import { castFromBrief } from './read-brief/brief-cast';
import { type BriefReading, readBriefNotes } from './read-brief/read-brief';
import { RecentMemory } from './recent-memory';
import {
  type KeptPlan,
  keptEntriesOf,
  keptPeopleOf,
  keptPlanOf,
  redrawnCast,
  renamesOf,
} from './redraw-plan';
import { chance } from './seeded-random';
import { pickStyled, refsOf, type Story, usable } from './story';
import {
  ENTRY_SLOTS,
  type EntrySlot,
  PERSON_SLOT_OWNERS,
  PERSON_SLOTS,
  type PersonSlot,
  type PlannedCharacter,
  type StoryPlan,
} from './story-plan';

/** Worlds whose own settings win over a historical period named by another genre. */
const FUTURE_WORLDS: readonly FamilyId[] = ['space', 'future', 'tech'];

/**
 * Families whose incidents and antagonists belong to their own setting (a castaway pulled
 * from the sea, a railroad baron, a factory closing): they only come in when that family
 * sets the world, so a desert town never gets a shipwreck.
 */
const SETTING_BOUND: readonly FamilyId[] = [
  'space',
  'future',
  'tech',
  'retro',
  'western',
  'fantasy',
  'tale',
  'sea',
  'war',
  'adventure',
  'society',
];

/** The genres' families as they set the story's world and period. */
interface World {
  /** The families of the selected genres (`society` when none is known). */
  genreFamilies: readonly FamilyId[];
  /** The genres' families, and those of stories for the young when the audience is young. */
  families: readonly FamilyId[];
  /** The family that sets the scene: the first of WORLD_PRIORITY among the genres'. */
  worldFamily: FamilyId;
  /** The families whose incidents and antagonists may come in (see SETTING_BOUND). */
  localFamilies: readonly FamilyId[];
  /** The period a genre names, unless the world is one of FUTURE_WORLDS. */
  eraId: EraId | undefined;
  /** Whether the brief's audience is children or young adults. */
  youthful: boolean;
}

/** Entries of the tables the writer's notes name, wherever a table has them. */
interface Mentioned {
  places: readonly string[];
  objects: readonly string[];
  roles: readonly string[];
  incidents: readonly string[];
  threats: readonly string[];
}

/** What a redrawn idea's choosers know of the idea it redraws. */
interface Redrawing {
  /** The parent's plan alone: every draw avoids what it was written from (unlikeParent). */
  parent: RecentMemory;
}

/**
 * What every chooser of the story reads: the request, the tables narrowed for this story,
 * the writer's notes and memory, what a developed or redrawn idea keeps of its parent, and
 * the story whose slots the choices fill.
 */
interface Planning extends World {
  request: IdeaRequest;
  random: RandomSource;
  /** The tables, holding only what existed in the story's period and the brief allows. */
  pack: LanguagePack;
  /** What the brief rules out, as patterns (exclusionsOf). */
  exclusions: readonly RegExp[];
  notes: NotesReading;
  /**
   * What the notes name that the story takes in place of its own draws (read-brief.ts): a
   * developed idea reads nothing, since it keeps its parent's plan, which did.
   */
  brief: BriefReading;
  mentioned: Mentioned;
  memory: RecentMemory;
  /**
   * What the idea keeps of its parent: the whole plan when it develops one in the same
   * language, the kept elements' fields when it redraws one (redraw-plan.ts).
   */
  kept: KeptPlan | undefined;
  /** Whether the idea develops its parent's plan, keeping all of it. */
  develops: boolean;
  redraw: Redrawing | undefined;
  /**
   * The entries of kept phrases told again of the new story (keptPhrase): a redraw's kept
   * phrases, and every phrase of a person whose gender a story bible card changed.
   */
  retell: Partial<Record<EntrySlot | PersonSlot, string>>;
  /**
   * Old and new full names of the people a kept text names: a redraw's replaced people, and
   * the people a card renamed (keptText).
   */
  renames: [string, string][];
  /** What the story bible's cards give (card-values.ts). */
  cards: CardValues;
  /** The motifs of `families`, of `localFamilies`, of the world family and of the period. */
  motifs: readonly FamilyMotifs[];
  local: readonly FamilyMotifs[];
  world: FamilyMotifs;
  era: EraMotifs | undefined;
  story: Story;
}

/** The entries each genre carrier brings, by the slot it fills (genre-traces.ts). */
type Carried = Partial<Record<CarrierSlot, readonly string[]>>;

/** The elements the choosers chose, as the plan records them. */
type Chosen = Omit<StoryPlan, 'language' | 'cast' | 'usesObject' | 'used'> & {
  roles: [string, string, string];
};

/**
 * Chooses the world, the cast and every element of the idea, as template slots. A developed
 * idea keeps what its parent's plan chose (in another language, only its people), or the
 * full names its parent's text gives when it has no plan. A redrawn idea keeps the fields
 * of the elements the writer keeps and draws the others away from its parent's.
 *
 * The writer's brief narrows the tables: what it avoids and, for children, adult themes
 * are left out; the audience sets the lead's age and, for the young, brings the tables of
 * stories for the young; what the notes name (a word of the tables, a motif, a region, a
 * trait) is preferred wherever a table has it.
 *
 * Every other choice avoids the entries the writer's last ideas were written from
 * (request.recentPlans) while its table has others, and every selected genre, up to
 * three, leaves a trace: the setting shows the world's genre, and the incident, the
 * threat, the lead's trade or the object come from the others' families (genre-traces.ts).
 */
export function planStory(
  fullPack: LanguagePack,
  request: IdeaRequest,
  random: RandomSource,
): { story: Story; plan: StoryPlan; cards: CardsTold; brief: BriefReading } {
  // Each chooser draws from `random` in turn: this order is what makes a seed give the same
  // idea, and a chooser may read the slots the ones before it filled.
  const brief = request.parent
    ? readBriefNotes(undefined, request.language)
    : readBriefNotes(request.brief?.notes, request.language);
  const cards = cardValues(request, briefCast(request, brief, random));
  const { cast } = cards;
  const p = startPlanning(fullPack, request, random, cards, brief);
  const { setting, era, shown } = chooseSetting(p);
  const carried = chooseCarriers(p, shown);
  const object = chooseObject(p, carried);
  const threat = chooseThreat(p, carried);
  setElementSlots(p, { setting, era, object, threat });
  const themes = chooseThemes(p);
  const moods = chooseMoods(p);
  const age = chooseAge(p);
  const roles = chooseTrades(p, carried);
  const character = chooseCharacter(p, roles[0]);
  const incident = chooseIncident(p, carried);
  const plot = choosePlot(p);
  chooseGenreSlots(p);
  setQuickNeeds(p, shown, carried);
  const chosen = { setting, era, object, threat, themes, moods, age, roles, incident };
  const plan = planOf(p, cast, { ...chosen, ...character, ...plot });
  return { story: p.story, plan, cards: cards.told, brief };
}

/** The cast drawn or kept, then named and gendered as the notes say (brief-cast.ts). */
function briefCast(request: IdeaRequest, brief: BriefReading, random: RandomSource): Cast {
  const names = namesBesideCards(
    namesAt(request.names, brief.place?.codes ?? [], request.language),
    request.bible,
  );
  const cast = chooseCast(request, names, random);
  const keep = request.redraw?.keep;
  if (request.parent) return cast;
  return castFromBrief(cast, brief, names, random, [
    keep?.includes('lead') ?? false,
    keep?.includes('cast') ?? false,
  ]);
}

/**
 * The cast: a developed idea keeps its parent's people (in any language), from its plan or
 * the full names its text gives; the roles it lacks, or a new idea's, are drawn from
 * `names`, which holds none of the story bible's people (cardValues puts those in their
 * places) and fits the place the notes name.
 */
function chooseCast(request: IdeaRequest, names: NameChoices, random: RandomSource): Cast {
  const { parent, redraw, leadGender } = request;
  if (redraw) return redrawnCast(redraw, names, leadGender, random);
  const keptPeople =
    parent?.plan?.cast ?? parent?.names.map((name) => personNamed(name, leadGender));
  return keptPeople
    ? castOf(keptPeople, names, leadGender, random)
    : pickCast(names, leadGender, random);
}

/**
 * The world and its tables: the pack narrowed by the story's period and the brief, what
 * the notes name in it, and the writer's memory; then the story the cast starts.
 */
function startPlanning(
  fullPack: LanguagePack,
  request: IdeaRequest,
  random: RandomSource,
  cards: CardValues,
  brief: BriefReading,
): Planning {
  const { cast } = cards;
  const world = chooseWorld(request);
  const { language } = fullPack;
  // Every table from here on holds only what existed when the story takes place, and
  // nothing the brief rules out.
  const exclusions = exclusionsOf(request.brief, language);
  // The period the notes name sets what the tables may hold, in a world of our past.
  const noteYear = FUTURE_WORLDS.includes(world.worldFamily) ? undefined : brief.era?.year;
  const year = noteYear ?? storyYear(world.eraId, world.worldFamily);
  const pack = packWithout(packForYear(fullPack, year), exclusions);
  const notes = readNotes(request.brief, language);
  const { redraw } = request;
  // A redrawn idea's parent is the memory's newest plan: its choices are the first avoided.
  const plans = redraw?.plan ? [redraw.plan, ...(request.recentPlans ?? [])] : request.recentPlans;
  const memory = new RecentMemory(plans, language);
  const parentPlan = request.parent?.plan ?? redraw?.plan;
  const sameLanguage = parentPlan?.language === language;
  const era = world.eraId ? pack.eras[world.eraId] : undefined;
  const local = world.localFamilies.map((family) => pack.families[family]);
  const redrawing: Redrawing | undefined = redraw && {
    parent: new RecentMemory(redraw.plan ? [redraw.plan] : [], language),
  };
  const redrawEntries = redraw?.plan && sameLanguage ? keptEntriesOf(redraw.plan, redraw.keep) : {};
  const mentioned = mentionedIn(pack, notes, era, local);
  return {
    ...world,
    request,
    random,
    pack,
    exclusions,
    notes,
    brief,
    mentioned: redrawing ? unlikeParentStrictly(mentioned, redrawing.parent) : mentioned,
    memory,
    kept: withPinnedNouns(keptOf(request, parentPlan, sameLanguage), cards, pack),
    develops: request.parent !== undefined && sameLanguage,
    redraw: redrawing,
    retell: {
      ...(sameLanguage ? retoldForGenders(parentPlan, cards.regendered) : {}),
      ...redrawEntries,
    },
    renames: redraw ? renamesOf(redraw, cast) : cards.renames,
    cards,
    motifs: world.families.map((family) => pack.families[family]),
    local,
    world: pack.families[world.worldFamily],
    era,
    story: startStory(pack, request, random, memory, cast),
  };
}

/** What the idea keeps of its parent's plan (Planning.kept). */
function keptOf(
  request: IdeaRequest,
  parentPlan: StoryPlan | undefined,
  sameLanguage: boolean,
): KeptPlan | undefined {
  const { redraw } = request;
  if (!redraw) return sameLanguage ? parentPlan : undefined;
  return parentPlan && sameLanguage ? keptPlanOf(parentPlan, redraw.keep) : keptPeopleOf(redraw);
}

/** The places in the cast of the lead (P), the second (S) and the third (T). */
const OWNER_PLACES = { P: 0, S: 1, T: 2 } as const;

/**
 * The entries of the parent's phrases to tell again when a card changed the gender of one
 * of its people: every phrase of the story, which may agree with anyone, and the phrases
 * of those people (PERSON_SLOTS). Nothing when no gender changed.
 */
function retoldForGenders(
  plan: StoryPlan | undefined,
  regendered: ReadonlySet<number>,
): Planning['retell'] {
  const entries = plan?.entries;
  if (!entries || regendered.size === 0) return {};
  const slots = [
    ...ENTRY_SLOTS,
    ...PERSON_SLOTS.filter((slot) => regendered.has(OWNER_PLACES[PERSON_SLOT_OWNERS[slot]])),
  ];
  return Object.fromEntries(
    slots.flatMap((slot) => (entries[slot] === undefined ? [] : [[slot, entries[slot]]])),
  );
}

/** What a new idea keeps of the places and things pinned to it (CardValues). */
function withPinnedNouns(
  kept: KeptPlan | undefined,
  cards: CardValues,
  pack: LanguagePack,
): KeptPlan | undefined {
  const { setting, object, threat } = cards;
  if (!setting && !object && !threat) return kept;
  return {
    ...kept,
    ...(setting ? { setting: setting.spec } : {}),
    ...(setting?.era ? { era: pack.grammar.inline(setting.era) } : {}),
    // The incident names the object, so that the story tells of it.
    ...(object ? { object, usesObject: true } : {}),
    ...(threat ? { threat } : {}),
  };
}

/**
 * What the notes name, without what the parent was written from: a redrawn element is not
 * the parent's even when the notes name it.
 */
function unlikeParentStrictly(mentioned: Mentioned, parent: RecentMemory): Mentioned {
  const fresh = (list: readonly string[]) =>
    list.filter((entry) => parent.ageOf(entry) === Number.POSITIVE_INFINITY);
  return {
    places: fresh(mentioned.places),
    objects: fresh(mentioned.objects),
    roles: fresh(mentioned.roles),
    incidents: fresh(mentioned.incidents),
    threats: fresh(mentioned.threats),
  };
}

/** The story's world: its genres' families, the family that sets the scene, its period. */
function chooseWorld(request: IdeaRequest): World {
  const genreFamilies = familiesOfGenres(request.genres);
  const worldFamily = WORLD_PRIORITY.find((family) => genreFamilies.includes(family)) ?? 'society';
  const audience = request.brief?.audience;
  const youthful = audience === 'children' || audience === 'young-adults';
  const families: FamilyId[] =
    youthful && !genreFamilies.includes('young') ? [...genreFamilies, 'young'] : genreFamilies;
  const eraId = FUTURE_WORLDS.includes(worldFamily)
    ? undefined
    : request.genres.map((genre) => eraOfGenre(genre.id)).find((era) => era !== undefined);
  const localFamilies = families.filter(
    (family) => family === worldFamily || !SETTING_BOUND.includes(family),
  );
  return { genreFamilies, families, worldFamily, localFamilies, eraId, youthful };
}

/** What the notes name in the tables (a lighthouse in a space opera), by element. */
function mentionedIn(
  pack: LanguagePack,
  notes: NotesReading,
  era: EraMotifs | undefined,
  local: readonly FamilyMotifs[],
): Mentioned {
  const { lexicon } = pack;
  const places = namedAnywhere(pack, notes, (m) => m.places, []);
  return {
    places: places.length > 0 ? places : lexicon.unusualPlaces.filter(notes.mentions),
    objects: namedAnywhere(pack, notes, (m) => m.objects, lexicon.objects),
    roles: namedAnywhere(pack, notes, (m) => m.roles, lexicon.roles),
    incidents: [...local.flatMap((m) => m.incidents), ...lexicon.incidents].filter(notes.mentions),
    threats: [
      ...(era ? era.threats : []),
      ...local.flatMap((m) => m.threats),
      ...lexicon.threats,
    ].filter(notes.mentions),
  };
}

/** What the notes name from a table of any family, or from `more`. */
function namedAnywhere(
  pack: LanguagePack,
  notes: NotesReading,
  pick: (m: FamilyMotifs) => readonly string[],
  more: readonly string[],
): string[] {
  return [...Object.values(pack.families).flatMap(pick), ...more].filter(notes.mentions);
}

/** The story's starting slots: the cast's names, and the agreements they set. */
function startStory(
  pack: LanguagePack,
  request: IdeaRequest,
  random: RandomSource,
  memory: RecentMemory,
  cast: Cast,
): Story {
  const lead = agreement(cast.lead.gender);
  return {
    slots: {
      P: fullName(cast.lead),
      p: shortName(cast.lead),
      S: fullName(cast.second),
      s: shortName(cast.second),
      T: fullName(cast.third),
      t: shortName(cast.third),
    },
    genders: {
      '': lead,
      P: lead,
      S: agreement(cast.second.gender),
      T: agreement(cast.third.gender),
    },
    plurals: new Set(),
    random,
    pack,
    style: request.style,
    usesObject: true,
    memory,
    sources: { LE: { entries: [], refs: ['L', 'E'] }, R: { entries: [], refs: ['role'] } },
    needs: new Map(),
    shown: new Set(),
  };
}

/**
 * Where and when the story happens: a period named by a genre sets the scene, otherwise
 * the strongest world family does, unless the notes name a place or a new angle asks for
 * an unusual one. Also the families the setting shows.
 */
function chooseSetting(p: Planning): { setting: string; era: string; shown: FamilyId[] } {
  const { kept, story, era, world } = p;
  const { lexicon } = p.pack;
  const named = p.mentioned.places;
  const unusual = p.request.creativityWarning && chance(0.5, p.random);
  // A place of our world the notes name is the setting, or where their landscape or the
  // tables' place they name is.
  const ourWorld = !FUTURE_WORLDS.includes(p.worldFamily);
  const landscape = ourWorld ? p.brief.landscape?.spec : undefined;
  const notedPlace = ourWorld ? p.brief.place : undefined;
  const places =
    named.length > 0
      ? named
      : landscape
        ? [landscape]
        : unusual
          ? lexicon.unusualPlaces
          : (era ?? world).places;
  const within = (written: string | undefined) =>
    written && p.pack.brief.vocabulary.placeWithin(written);
  // The place alone when the notes name no place of the tables' nor a landscape in it.
  const drawnPlace = () =>
    notedPlace && !landscape && named.length === 0
      ? drawn(story, 'L', notedPlace.spec)
      : placeIn(
          drawn(story, 'L', pickOf(p, places)),
          within(notedPlace?.written ?? p.notes.region),
        );
  const setting = kept?.setting ?? drawnPlace();
  const noteEra = ourWorld ? p.brief.era?.written : undefined;
  // A place of our world the notes name, with no period, is today: not "a kingdom in
  // Mexico, long ago".
  const worldEras = notedPlace ? lexicon.contemporaryEras : world.eras;
  const eraPhrase =
    kept?.era ??
    drawn(
      story,
      'E',
      noteEra ??
        (era ? pickOf(p, era.eras) : pickEither(p, worldEras, lexicon.contemporaryEras, 1)),
    );
  // The genres the setting shows; the others get slots of their own.
  const worldPlace =
    kept?.setting === undefined && named.length === 0 && !unusual && !landscape && !notedPlace;
  return { setting, era: eraPhrase, shown: worldPlace ? shownFamilies(p) : [] };
}

/** The families a world's own setting shows: the period's genres', or the world family. */
function shownFamilies(p: Planning): FamilyId[] {
  if (!p.era) return [p.worldFamily];
  return [
    'historical',
    ...p.request.genres
      .filter((genre) => eraOfGenre(genre.id) === p.eraId)
      .flatMap((genre) => familiesOfGenre(genre.id))
      .filter((family) => SETTING_BOUND.includes(family)),
  ];
}

/**
 * The genre carriers: which family the incident, the threat, the lead's trade or the
 * object draws from so that the genres the setting does not show leave a trace
 * (genre-traces.ts), and the entries each brings. A slot the notes fill is not free.
 */
function chooseCarriers(p: Planning, shown: readonly FamilyId[]): Carried {
  const { mentioned } = p;
  const input = { families: p.pack.families, local: p.localFamilies };
  const carriers: Partial<Record<CarrierSlot, FamilyId>> = p.develops
    ? {}
    : assignCarriers({
        ...input,
        genres: p.request.genres,
        shown,
        free: CARRIER_SLOTS.filter(
          (slot) =>
            !keptSlot(p, slot) &&
            !(slot === 'incident' && mentioned.incidents.length > 0) &&
            !(slot === 'threat' && mentioned.threats.length > 0) &&
            // A period has its own trades, which another family's might postdate.
            !(
              slot === 'role' &&
              (p.era || mentioned.roles.length > 0 || youngRoles(p).length > 0)
            ) &&
            !(slot === 'object' && mentioned.objects.length > 0),
        ),
        memory: p.memory,
        random: p.random,
      });
  const carried: Carried = {};
  for (const slot of CARRIER_SLOTS) {
    const family = carriers[slot];
    if (family !== undefined) carried[slot] = carrierList(input, family, slot);
  }
  return carried;
}

/** Whether a redrawn idea keeps what a genre carrier would fill. */
function keptSlot(p: Planning, slot: CarrierSlot): boolean {
  const { kept } = p;
  if (slot === 'role') return p.cards.roles[0] !== undefined || kept?.cast?.[0]?.role !== undefined;
  return kept?.[slot] !== undefined;
}

/** The trades of a young lead, for a story for the young; none for other audiences. */
function youngRoles(p: Planning): readonly string[] {
  return p.youthful ? p.pack.families.young.roles : [];
}

/** The object at the heart of the incident. */
function chooseObject(p: Planning, carried: Carried): string {
  if (p.kept?.object !== undefined) return p.kept.object;
  const { era, world, mentioned } = p;
  const { lexicon } = p.pack;
  let entry: string;
  if (p.brief.thing) entry = p.brief.thing.spec;
  else if (carried.object) entry = pickOf(p, carried.object);
  else if (mentioned.objects.length > 0) entry = pickOf(p, mentioned.objects);
  else if (era) entry = pickEither(p, era.objects, lexicon.objects, 0.5);
  else if (chance(0.45, p.random)) entry = pickEither(p, world.objects, lexicon.objects, 1);
  else entry = pickEither(p, motifsOf(p, 'objects'), lexicon.objects, 0.5);
  return drawn(p.story, 'O', entry);
}

/**
 * Who or what opposes the lead. A period brings its own antagonists; the generic
 * historical ones would be anachronistic.
 */
function chooseThreat(p: Planning, carried: Carried): string {
  if (p.kept?.threat !== undefined) return p.kept.threat;
  const { era, local } = p;
  const { lexicon, families } = p.pack;
  let entry: string;
  if (p.brief.creature) entry = p.brief.creature.spec;
  else if (carried.threat) entry = pickOf(p, carried.threat);
  else if (era) {
    const others = local.filter((m) => m !== families.historical).flatMap((m) => m.threats);
    entry = pickNoted(p, era.threats, [...others, ...lexicon.threats], 0.5);
  } else {
    const threats = local.flatMap((m) => m.threats);
    entry = pickNoted(p, threats, lexicon.threats, 0.6);
  }
  return drawn(p.story, 'A', entry);
}

/**
 * The kind of story (the first family's), and the slots that name it, the setting, the
 * era, the object and the threat, with their agreements.
 */
function setElementSlots(
  p: Planning,
  elements: Pick<StoryPlan, 'setting' | 'era' | 'object' | 'threat'>,
): void {
  const { setting, era, object, threat } = elements;
  const { story } = p;
  const { slots, genders } = story;
  const { grammar } = p.pack;
  const lead = genders.P as Agreement;
  const kind = p.pack.families[p.families[0] ?? 'society'].kind;
  from(story, 'K', kind);
  Object.assign(
    slots,
    grammar.placeSlots('L', setting, lead),
    grammar.nounSlots('O', object, lead),
    grammar.nounSlots('A', threat, lead),
    grammar.nounSlots('K', kind, lead),
  );
  genders.L = grammar.genderOf(setting.slice(setting.indexOf('>') + 1));
  if (parsePlace(setting).noun.plural) story.plurals.add('L');
  genders.O = grammar.genderOf(object);
  genders.A = grammar.genderOf(threat);
  genders.K = grammar.genderOf(kind);
  slots.E = era;
  slots.LE = era ? `${slots.L}, ${era}` : (slots.L as string);
}

/** The themes: two of the genres' (those the notes name first), then the language's. */
function chooseThemes(p: Planning): string[] {
  const { story, memory, random } = p;
  const { grammar, lexicon } = p.pack;
  const lead = story.genders.P as Agreement;
  const genreThemes = preferMentioned(motifsOf(p, 'themes'), p.notes);
  const themes =
    p.kept?.themes ??
    [
      ...new Set([
        ...memory.pickDistinct(genreThemes, 2, random),
        ...memory.pickDistinct(lexicon.themes, 3, random),
      ]),
    ].slice(0, 3);
  themes.forEach((theme, index) => {
    const slot = `th${index + 1}`;
    if (p.kept?.themes === undefined) from(story, slot, theme);
    Object.assign(story.slots, grammar.nounSlots(slot, asDefinite(theme), lead));
  });
  return themes;
}

/** A theme reads with its definite article ("la mémoire"), unless written as a proper noun. */
function asDefinite(spec: string): string {
  const colon = spec.indexOf(':');
  const flags = spec.slice(0, colon);
  return flags.includes('P') || flags.includes('D') ? spec : `${flags}D${spec.slice(colon)}`;
}

/** The two moods: one of the world's, then another of any family's or the language's. */
function chooseMoods(p: Planning): [string, string] {
  const { story, kept } = p;
  const { lexicon } = p.pack;
  const tone = p.brief.tone?.mood;
  const mood1 =
    kept?.moods?.[0] ??
    drawn(story, 'mood1', tone ?? pickEither(p, p.world.moods, lexicon.moods, 0.8));
  const others = [...motifsOf(p, 'moods'), ...lexicon.moods].filter((m) => m !== mood1);
  const mood2 = kept?.moods?.[1] ?? drawn(story, 'mood2', pickOf(p, others));
  Object.assign(story.slots, { mood1, mood2 });
  return [mood1, mood2];
}

/** The lead's age, which the brief's audience sets (agesFor). */
function chooseAge(p: Planning): string {
  const ages = agesFor(
    p.request.brief?.audience,
    p.pack.lexicon,
    p.genreFamilies.includes('young'),
  );
  const noted = p.brief.lead.age?.written ?? ageOfTie(p);
  const age =
    keptPersonPhrase(p, 'age', p.kept?.age) ?? drawn(p.story, 'age', noted ?? pickOf(p, ages));
  p.story.slots.age = age;
  return age;
}

/** An age the lead's tie implies ("sa petite-fille": 62 to 88), written as the notes' ages are. */
function ageOfTie(p: Planning): string | undefined {
  const years = p.brief.tie?.word.leadYears;
  if (!years) return undefined;
  const [min, max] = years;
  return p.pack.brief.vocabulary.age(min + Math.floor(p.random() * (max - min + 1)));
}

/**
 * The trades of the lead, the second character and the face of the threat. A story for the
 * young has a young lead; the trade the notes name goes to the second.
 */
function chooseTrades(p: Planning, carried: Carried): [string, string, string] {
  const { story, kept, era, world } = p;
  const { grammar, lexicon } = p.pack;
  const { slots } = story;
  const lead = story.genders.P as Agreement;
  const young = youngRoles(p);
  const named = p.mentioned.roles;
  // Drawn even when the parent's trade is kept: skipping the draw would change every later
  // one, and so the idea a seed gives.
  let role: string;
  if (young.length > 0) role = pickOf(p, young);
  else if (named.length > 0) role = pickOf(p, named);
  else if (carried.role) role = pickOf(p, carried.role);
  else if (era) role = pickEither(p, era.roles, lexicon.roles, 0.8);
  else role = pickEither(p, world.roles, lexicon.roles, 0.55);
  const leadRole =
    p.cards.roles[0] ??
    keptPersonPhrase(p, 'role', kept?.cast?.[0]?.role) ??
    drawn(story, 'role', p.brief.lead.trade?.word.entry ?? role);
  slots.role = leadRole;
  // The lead by trade, for titles such as "The Clockmaker's Promise".
  Object.assign(slots, grammar.nounSlots('R', `${lead}:${leadRole}`, lead));
  const secondRoles = [
    ...(young.length > 0 ? named : []),
    ...motifsOf(p, 'roles'),
    ...lexicon.roles,
  ].filter((r) => r !== role);
  const secondRole =
    p.cards.roles[1] ??
    keptPersonPhrase(p, 'srole', kept?.cast?.[1]?.role) ??
    drawn(
      story,
      'srole',
      p.brief.tie?.trade?.entry ??
        p.brief.second?.trade.entry ??
        pickOf(p, preferMentioned(secondRoles, p.notes)),
      'S',
    );
  slots.srole = secondRole;
  const thirdRole =
    p.cards.roles[2] ??
    keptPersonPhrase(p, 'trole', kept?.cast?.[2]?.role) ??
    drawn(story, 'trole', pickOf(p, lexicon.villainRoles), 'T');
  slots.trole = thirdRole;
  return [leadRole, secondRole, thirdRole];
}

/**
 * What the second character is to the lead, and the lead's trait (the one the notes give,
 * if any), quirk, image, arc, wound, goal and stake.
 */
function chooseCharacter(
  p: Planning,
  role: string,
): Pick<StoryPlan, 'relation' | 'trait' | 'wound' | 'goal' | 'stake'> {
  const { story, kept, notes } = p;
  const { grammar, lexicon } = p.pack;
  const { slots } = story;
  const relation =
    keptPersonPhrase(p, 'rel', kept?.relation) ??
    drawn(story, 'rel', p.brief.tie?.word.entry ?? pickOf(p, lexicon.relations), 'S');
  slots.rel = relation;
  const traits = traitsFor(grammar, lexicon.traits, role);
  const trait =
    keptPersonPhrase(p, 'trait', kept?.trait) ??
    (notes.trait ? fill(story, notes.trait) : drawn(story, 'trait', pickOf(p, traits)));
  slots.trait = trait;
  slots.rt = grammar.withTrait(role, trait);
  story.sources.rt = { entries: [], refs: ['role', 'trait'] };
  slots.quirk = drawn(story, 'quirk', pickOf(p, lexicon.quirks));
  slots.image = drawn(story, 'image', pickOf(p, lexicon.images));
  slots.arc = drawn(story, 'arc', pickOf(p, lexicon.arcs));
  const wound =
    keptPersonPhrase(p, 'wound', kept?.wound) ?? drawn(story, 'wound', pickOf(p, lexicon.wounds));
  slots.wound = wound;
  slots['wound.of'] = grammar.of(wound);
  const goal =
    keptPersonPhrase(p, 'goal', kept?.goal) ?? drawn(story, 'goal', pickOf(p, lexicon.goals));
  slots.goal = goal;
  const stake =
    kept?.stake !== undefined
      ? keptPhrase(p, 'stake', kept.stake)
      : drawn(story, 'stake', pickOf(p, lexicon.stakes));
  slots.stake = stake;
  return { relation, trait, wound, goal, stake };
}

/**
 * The traits that read well with a trade. A trade with a complement takes a short trait
 * before it ("fille superstitieuse du meunier"); a longer one would follow after a comma,
 * so short ones are preferred.
 */
function traitsFor(grammar: Grammar, traits: readonly string[], role: string): readonly string[] {
  const probe = grammar.withTrait(role, 'X');
  const short = traits.filter((trait) => grammar.withTrait(role, trait) !== `${role}, ${trait}`);
  return probe !== `${role} X` && probe !== `X ${role}` && short.length > 0 ? short : traits;
}

/**
 * The inciting incident, and with it whether the story names the object: a carried object
 * comes in an incident that names it.
 */
function chooseIncident(p: Planning, carried: Carried): string {
  const { story } = p;
  const { lexicon } = p.pack;
  if (p.kept?.incident !== undefined) {
    story.usesObject = p.kept.usesObject ?? true;
    story.slots.inc = keptPhrase(p, 'inc', p.kept.incident);
    return story.slots.inc;
  }
  const local = p.local.flatMap((m) => m.incidents);
  const localWithObject = namingObject(local);
  const lexiconWithObject = namingObject(lexicon.incidents);
  // A kept twist that names the object keeps it: the new incident brings it in.
  // So does a thing the notes name: it is what the incident turns on.
  const objectKept =
    (p.kept?.object !== undefined && p.kept.usesObject === true) || p.brief.thing !== undefined;
  let incident: string;
  if (objectKept && localWithObject.length + lexiconWithObject.length > 0) {
    incident = pickEither(p, localWithObject, lexiconWithObject, 0.5);
  } else if (carried.incident) incident = pickOf(p, carried.incident);
  else if (carried.object && localWithObject.length + lexiconWithObject.length > 0) {
    incident = pickEither(p, localWithObject, lexiconWithObject, 0.5);
  } else incident = pickNoted(p, local, lexicon.incidents, 0.6);
  story.usesObject = incident.includes('{O');
  const text = drawn(story, 'inc', incident);
  story.slots.inc = text;
  return text;
}

/** The entries that name the object. */
function namingObject(entries: readonly string[]): string[] {
  return entries.filter((entry) => entry.includes('{O'));
}

/** The slots of what the threat does, in order. */
const ACT_SLOTS = ['act', 'act2', 'act3'] as const;

/** The secret, what the threat does (three actions, in order), the twist and the climax. */
function choosePlot(p: Planning): Pick<StoryPlan, 'secret' | 'threatActions' | 'twist' | 'climax'> {
  const { story, kept } = p;
  const { lexicon } = p.pack;
  const { slots } = story;
  const secret =
    kept?.secret !== undefined
      ? keptPhrase(p, 'secret', kept.secret)
      : drawn(story, 'secret', pickOf(p, usable(story, lexicon.secrets)));
  slots.secret = secret;
  // Drawn even when the parent's actions are kept: skipping the draws would change every
  // later one, and so the idea a seed gives.
  const actions = p.memory.pickDistinct(usable(story, lexicon.threatActions), 3, p.random);
  if (kept?.threatActions === undefined) {
    ACT_SLOTS.forEach((slot, index) => {
      from(story, slot, actions[index] ?? actions[0] ?? '');
    });
  }
  const keptActions = kept?.threatActions?.map((action, index) =>
    keptPhrase(p, ACT_SLOTS[index] ?? 'act', action),
  );
  const [act = '', act2 = act, act3 = act2] =
    keptActions ?? actions.map((action) => fill(story, action));
  Object.assign(slots, { act, act2, act3 });
  const twist =
    kept?.twist !== undefined
      ? keptPhrase(p, 'twist', kept.twist)
      : drawn(story, 'twist', pickOf(p, usable(story, lexicon.twists)));
  slots.twist = twist;
  const climax =
    kept?.climax !== undefined
      ? keptPhrase(p, 'climax', kept.climax)
      : drawn(story, 'climax', pickOf(p, usable(story, lexicon.climaxes)));
  slots.climax = climax;
  return { secret, threatActions: [act, act2, act3], twist, climax };
}

/**
 * What the text says of the genres: their names, bare in brackets ("(saga familiar, novela
 * negra)") and with their articles in a sentence ("cruza la saga familiar y la novela
 * negra"), what their descriptions bring (genreSlots), and the genre note of the pitch and
 * of the recommended style.
 */
function chooseGenreSlots(p: Planning): void {
  const { story, request } = p;
  const { grammar, templates } = p.pack;
  const { slots } = story;
  const names = request.genres.map((genre) => genre.name);
  slots.genres = grammar.list(names.map((name) => grammar.genreInText(name)));
  slots['genres.def'] = grammar.list(names.map((name) => grammar.genreWithArticle(name)));
  const count = request.genres.length > 1 ? 'many' : 'one';
  slots.genreNote = drawn(story, 'genreNote', pickStyled(story, templates.genreNote[count]));
  slots.genreStyle = drawn(story, 'genreStyle', pickStyled(story, templates.genreStyle[count]));
}

/**
 * What carries a genre must show in a quick idea: the setting that shows one and the trade
 * in the opening, the threat in the second sentence.
 */
function setQuickNeeds(p: Planning, shown: readonly FamilyId[], carried: Carried): void {
  const { open, middle, angle } = p.pack.templates.quick;
  // A new idea names everything pinned to it: the second in the middle sentence, the third
  // in an angle sentence of their own, the place in the opening.
  const pinned = p.request.parent || p.request.redraw ? [] : p.cards.placed;
  // What the notes name is told too: the place, the trade and the era in the opening, the
  // creature, the tie and the tone in the middle sentence (a developed idea read none).
  const noted = p.brief;
  p.story.needs.set(open, [
    ...(shown.length > 0 || p.cards.setting || noted.place || noted.landscape ? [/\{L/] : []),
    ...(carried.role || noted.lead.trade ? [/\{(?:role|rt)\}/] : []),
    ...(noted.era ? [/\{(?:E|LE)[.}]/] : []),
  ]);
  p.story.needs.set(middle, [
    ...(carried.threat || noted.creature ? [/\{A[.}]/] : []),
    ...(pinned[1] ? [/\{S\}/] : []),
    ...(noted.tie ? [/\{rel/] : []),
    ...(noted.tone ? [/\{mood1/] : []),
  ]);
  if (pinned[2]) p.story.needs.set(angle, [/\{T\}/]);
  setSectionNeeds(p);
}

/**
 * What the notes name that a developed idea's sections tell only now and then: the era and
 * the tone, in the sentences that may say them.
 */
function setSectionNeeds(p: Planning): void {
  const needs = [...(p.brief.era ? [/\{(?:E|LE)[.}]/] : []), ...(p.brief.tone ? [/\{mood/] : [])];
  if (needs.length === 0) return;
  for (const lists of Object.values(p.pack.templates.sections)) {
    for (const list of lists) p.story.needs.set(list, needs);
  }
}

/** The plan of the idea: its cast with their trades, and every element chosen. */
function planOf(p: Planning, cast: Cast, chosen: Chosen): StoryPlan {
  const [leadRole, secondRole, thirdRole] = chosen.roles;
  return {
    language: p.pack.language,
    cast: [
      planned(cast.lead, leadRole),
      planned(cast.second, secondRole),
      planned(cast.third, thirdRole),
    ],
    age: chosen.age,
    relation: chosen.relation,
    trait: chosen.trait,
    wound: chosen.wound,
    goal: chosen.goal,
    setting: chosen.setting,
    era: chosen.era,
    object: chosen.object,
    usesObject: p.story.usesObject,
    threat: chosen.threat,
    threatActions: chosen.threatActions,
    incident: chosen.incident,
    secret: chosen.secret,
    twist: chosen.twist,
    climax: chosen.climax,
    stake: chosen.stake,
    themes: chosen.themes,
    moods: chosen.moods,
    ...(p.develops && p.kept?.used ? { used: p.kept.used } : {}),
    ...entriesOf(p),
  };
}

/**
 * The entries the plan's phrases were filled from (StoryPlan.entries): a developed idea's
 * are its parent's; a phrase kept verbatim (its entry unknown) has none.
 */
function entriesOf(p: Planning): Pick<StoryPlan, 'entries'> {
  if (p.develops) return p.kept?.entries ? { entries: p.kept.entries } : {};
  const entries: NonNullable<StoryPlan['entries']> = {};
  for (const slot of [...ENTRY_SLOTS, ...PERSON_SLOTS]) {
    const entry = p.story.sources[slot]?.entries[0];
    if (entry !== undefined) entries[slot] = entry;
  }
  return { entries };
}

/** A character of the cast as the plan keeps them, with their trade. */
function planned(person: Person, role: string): PlannedCharacter {
  return { ...person, role };
}

/** A table of every family of the story, one after the other. */
function motifsOf(p: Planning, table: Exclude<keyof FamilyMotifs, 'kind'>): string[] {
  return p.motifs.flatMap((m) => m[table]);
}

/**
 * The entries of a list the idea a redraw replaces was not written from, unless it was
 * written from all of them.
 */
function unlikeParent<T extends string>(p: Planning, list: readonly T[]): readonly T[] {
  const parent = p.redraw?.parent;
  if (!parent) return list;
  const fresh = list.filter((entry) => parent.ageOf(entry) === Number.POSITIVE_INFINITY);
  return fresh.length > 0 ? fresh : list;
}

/** One of the freshest entries of a list. */
function pickOf<T extends string>(p: Planning, list: readonly T[]): T {
  return p.memory.pick(unlikeParent(p, list), p.random);
}

/** From `primary` with the given probability, else from `fallback` (RecentMemory.pickEither). */
function pickEither<T extends string>(
  p: Planning,
  primary: readonly T[],
  fallback: readonly T[],
  probability: number,
): T {
  return p.memory.pickEither(
    unlikeParent(p, primary),
    unlikeParent(p, fallback),
    probability,
    p.random,
  );
}

/** pickEither, unless the notes mention entries of either list: then one of those. */
function pickNoted<T extends string>(
  p: Planning,
  primary: readonly T[],
  fallback: readonly T[],
  probability: number,
): T {
  const mentioned = [...primary, ...fallback].filter(p.notes.mentions);
  return mentioned.length > 0
    ? pickOf(p, mentioned)
    : pickEither(p, primary, fallback, probability);
}

/**
 * A phrase a redrawn idea keeps, told again of the new story from its entry (its people,
 * setting and the parts it names); without an entry, as the parent had it with the replaced
 * people's names changed. A developed idea keeps the phrase as it was.
 */
function keptPhrase(p: Planning, slot: EntrySlot, phrase: string): string {
  const entry = p.retell[slot];
  return entry !== undefined ? drawn(p.story, slot, entry) : keptText(p, phrase);
}

/**
 * A kept phrase about a person (PERSON_SLOTS): told again from its entry when a card
 * changed its owner's gender, or undefined, to be drawn anew, when its entry is unknown;
 * otherwise as the parent had it.
 */
function keptPersonPhrase(
  p: Planning,
  slot: PersonSlot,
  phrase: string | undefined,
): string | undefined {
  if (phrase === undefined) return undefined;
  const owner = PERSON_SLOT_OWNERS[slot];
  if (!p.cards.regendered.has(OWNER_PLACES[owner])) return keptText(p, phrase);
  const entry = p.retell[slot];
  return entry === undefined ? undefined : drawn(p.story, slot, entry, owner);
}

/** A kept text as the parent had it, naming the people who replace or rename its own. */
function keptText(p: Planning, text: string): string {
  return p.renames.length > 0 ? renamed(text, p.renames, p.pack.language) : text;
}

/** Records the entries a slot's text comes from (none when kept from the parent). */
function from(story: Story, slot: string, ...entries: string[]): void {
  story.sources[slot] = { entries, refs: entries.flatMap(refsOf) };
}

/** Fills a table entry; unmarked agreement follows `owner` (the lead by default). */
function fill(story: Story, template: string, owner = 'P'): string {
  const { genders } = story;
  const previous = genders[''] as Agreement;
  genders[''] = genders[owner] as Agreement;
  const text = fillTemplate(template, story);
  genders[''] = previous;
  return text;
}

/** A drawn entry, filled, recorded as the source of `slot`. */
function drawn(story: Story, slot: string, entry: string, owner = 'P'): string {
  from(story, slot, entry);
  return fill(story, entry, owner);
}

/** The agreement that follows a person of this gender. */
function agreement(gender: Gender): Agreement {
  return gender === 'feminine' ? 'f' : 'm';
}

import type { RandomSource } from '../../genres/random-genres';
import type { Gender } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
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
import {
  type EraId,
  eraOfGenre,
  type FamilyId,
  familiesOfGenre,
  familiesOfGenres,
  WORLD_PRIORITY,
} from './genre-families';
import { assignCarriers, CARRIER_SLOTS, type CarrierSlot, carrierList } from './genre-traces';
import type { EraMotifs, FamilyMotifs, Grammar, LanguagePack } from './language-pack';
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
import { readGenreDescription } from './read-genre-description';
import { RecentMemory } from './recent-memory';
import { chance, pickOne } from './seeded-random';
import { pickStyled, refsOf, type Story, usable } from './story';
import type { PlannedCharacter, StoryPlan } from './story-plan';

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

/**
 * What every chooser of the story reads: the request, the tables narrowed for this story,
 * the writer's notes and memory, the parent's plan a developed idea keeps, and the story
 * whose slots the choices fill, in the order they are drawn.
 */
interface Planning extends World {
  request: IdeaRequest;
  random: RandomSource;
  /** The tables, holding only what existed in the story's period and the brief allows. */
  pack: LanguagePack;
  /** What the brief rules out, as patterns (exclusionsOf). */
  exclusions: readonly RegExp[];
  notes: NotesReading;
  mentioned: Mentioned;
  memory: RecentMemory;
  /** The parent's plan, when the idea develops one in the same language: what it keeps. */
  kept: StoryPlan | undefined;
  /** The motifs of `families`, of `localFamilies`, of the world family and of the period. */
  motifs: readonly FamilyMotifs[];
  local: readonly FamilyMotifs[];
  world: FamilyMotifs;
  era: EraMotifs | undefined;
  story: Story;
}

/** The entries each genre carrier brings, by the slot it fills (genre-traces.ts). */
type Carried = Partial<Record<CarrierSlot, readonly string[]>>;

function agreement(gender: Gender): Agreement {
  return gender === 'feminine' ? 'f' : 'm';
}

/** A theme reads with its definite article ("la mémoire"), unless written as a proper noun. */
function asDefinite(spec: string): string {
  const colon = spec.indexOf(':');
  const flags = spec.slice(0, colon);
  return flags.includes('P') || flags.includes('D') ? spec : `${flags}D${spec.slice(colon)}`;
}

/** One of the freshest entries of a list. */
function pickOf<T extends string>(p: Planning, list: readonly T[]): T {
  return p.memory.pick(list, p.random);
}

/** From `primary` with the given probability, else from `fallback` (RecentMemory.pickEither). */
function pickEither<T extends string>(
  p: Planning,
  primary: readonly T[],
  fallback: readonly T[],
  probability: number,
): T {
  return p.memory.pickEither(primary, fallback, probability, p.random);
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

/**
 * The world and its tables: the pack narrowed by the story's period and the brief, what
 * the notes name in it, and the writer's memory; then the story the cast starts.
 */
function startPlanning(
  fullPack: LanguagePack,
  request: IdeaRequest,
  random: RandomSource,
  cast: Cast,
): Planning {
  const world = chooseWorld(request);
  const { language } = fullPack;
  // Every table from here on holds only what existed when the story takes place, and
  // nothing the brief rules out.
  const exclusions = exclusionsOf(request.brief, language);
  const year = storyYear(world.eraId, world.worldFamily);
  const pack = packWithout(packForYear(fullPack, year), exclusions);
  const notes = readNotes(request.brief, language);
  const memory = new RecentMemory(request.recentPlans, language);
  const parentPlan = request.parent?.plan;
  const era = world.eraId ? pack.eras[world.eraId] : undefined;
  const local = world.localFamilies.map((family) => pack.families[family]);
  return {
    ...world,
    request,
    random,
    pack,
    exclusions,
    notes,
    mentioned: mentionedIn(pack, notes, era, local),
    memory,
    kept: parentPlan?.language === language ? parentPlan : undefined,
    motifs: world.families.map((family) => pack.families[family]),
    local,
    world: pack.families[world.worldFamily],
    era,
    story: startStory(pack, request, random, memory, cast),
  };
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

/**
 * The cast: a developed idea keeps its parent's people (in any language), from its plan or
 * the full names its text gives; the roles it lacks, or a new idea's, are drawn.
 */
function chooseCast(request: IdeaRequest, random: RandomSource): Cast {
  const { parent, names, leadGender } = request;
  const keptPeople =
    parent?.plan?.cast ?? parent?.names.map((name) => personNamed(name, leadGender));
  return keptPeople
    ? castOf(keptPeople, names, leadGender, random)
    : pickCast(names, leadGender, random);
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
  const places = named.length > 0 ? named : unusual ? lexicon.unusualPlaces : (era ?? world).places;
  const region = p.worldFamily === 'space' ? undefined : p.notes.region;
  const setting = kept?.setting ?? placeIn(drawn(story, 'L', pickOf(p, places)), region);
  const when =
    kept?.era ??
    drawn(
      story,
      'E',
      era ? pickOf(p, era.eras) : pickEither(p, world.eras, lexicon.contemporaryEras, 1),
    );
  // The genres the setting shows; the others get slots of their own.
  const worldPlace = kept?.setting === undefined && named.length === 0 && !unusual;
  return { setting, era: when, shown: worldPlace ? shownFamilies(p) : [] };
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

/** The young trades a lead of a story for the young takes (none for other audiences). */
function youngRoles(p: Planning): readonly string[] {
  return p.youthful ? p.pack.families.young.roles : [];
}

/**
 * The genre carriers: which family the incident, the threat, the lead's trade or the
 * object draws from so that the genres the setting does not show leave a trace
 * (genre-traces.ts), and the entries each brings. A slot the notes fill is not free.
 */
function chooseCarriers(p: Planning, shown: readonly FamilyId[]): Carried {
  const { mentioned } = p;
  const input = { families: p.pack.families, local: p.localFamilies };
  const carriers: Partial<Record<CarrierSlot, FamilyId>> = p.kept
    ? {}
    : assignCarriers({
        ...input,
        genres: p.request.genres,
        shown,
        free: CARRIER_SLOTS.filter(
          (slot) =>
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

/** The object at the heart of the incident. */
function chooseObject(p: Planning, carried: Carried): string {
  if (p.kept?.object !== undefined) return p.kept.object;
  const { era, world, mentioned } = p;
  const { lexicon } = p.pack;
  let entry: string;
  if (carried.object) entry = pickOf(p, carried.object);
  else if (mentioned.objects.length > 0) entry = pickOf(p, mentioned.objects);
  else if (era) entry = pickEither(p, era.objects, lexicon.objects, 0.5);
  else if (chance(0.45, p.random)) entry = pickEither(p, world.objects, lexicon.objects, 1);
  else
    entry = pickEither(
      p,
      p.motifs.flatMap((m) => m.objects),
      lexicon.objects,
      0.5,
    );
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
  if (carried.threat) entry = pickOf(p, carried.threat);
  else if (era) {
    const others = local.filter((m) => m !== families.historical).flatMap((m) => m.threats);
    entry = pickNoted(p, era.threats, [...others, ...lexicon.threats], 0.5);
  } else
    entry = pickNoted(
      p,
      local.flatMap((m) => m.threats),
      lexicon.threats,
      0.6,
    );
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

/**
 * Chooses the world, the cast and every element of the idea, as template slots. A developed
 * idea keeps what its parent's plan chose (in another language, only its people), or the
 * full names its parent's text gives when it has no plan.
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
): { story: Story; plan: StoryPlan } {
  const cast = chooseCast(request, random);
  const p = startPlanning(fullPack, request, random, cast);
  const { kept, story, memory, notes, mentioned, pack, era, world, motifs, local } = p;
  const { genreFamilies, exclusions } = p;
  const { grammar, lexicon, templates } = pack;
  const { slots, genders } = story;
  const lead = genders.P as Agreement;
  const audience = request.brief?.audience;

  const { setting: placeSpec, era: eraPhrase, shown: shownFamilies } = chooseSetting(p);
  const carried = chooseCarriers(p, shownFamilies);
  const objectSpec = chooseObject(p, carried);
  const threatSpec = chooseThreat(p, carried);
  setElementSlots(p, {
    setting: placeSpec,
    era: eraPhrase,
    object: objectSpec,
    threat: threatSpec,
  });
  const notedRoles = mentioned.roles;
  const young = youngRoles(p);

  const themes =
    kept?.themes ??
    [
      ...new Set([
        ...memory.pickDistinct(
          preferMentioned(
            motifs.flatMap((m) => m.themes),
            notes,
          ),
          2,
          random,
        ),
        ...memory.pickDistinct(lexicon.themes, 3, random),
      ]),
    ].slice(0, 3);
  themes.forEach((theme, index) => {
    const slot = `th${index + 1}`;
    if (!kept) from(story, slot, theme);
    Object.assign(slots, grammar.nounSlots(slot, asDefinite(theme), lead));
  });
  const mood1 =
    kept?.moods[0] ?? drawn(story, 'mood1', pickEither(p, world.moods, lexicon.moods, 0.8));
  const otherMoods = [...motifs.flatMap((m) => m.moods), ...lexicon.moods].filter(
    (m) => m !== mood1,
  );
  const mood2 = kept?.moods[1] ?? drawn(story, 'mood2', pickOf(p, otherMoods));
  Object.assign(slots, { mood1, mood2 });
  slots.age =
    kept?.age ??
    drawn(story, 'age', pickOf(p, agesFor(audience, lexicon, genreFamilies.includes('young'))));
  slots.genres = grammar.list(request.genres.map((genre) => grammar.genreInText(genre.name)));

  // A story for the young has a young lead; the trade the notes name goes to the second.
  const carriedRoles = carried.role;
  const role =
    young.length > 0
      ? pickOf(p, young)
      : notedRoles.length > 0
        ? pickOf(p, notedRoles)
        : carriedRoles
          ? pickOf(p, carriedRoles)
          : era
            ? pickEither(p, era.roles, lexicon.roles, 0.8)
            : pickEither(p, world.roles, lexicon.roles, 0.55);
  slots.role = kept?.cast[0].role ?? drawn(story, 'role', role);
  // The lead by trade, for titles such as "The Clockmaker's Promise".
  Object.assign(slots, grammar.nounSlots('R', `${lead}:${slots.role}`, lead));
  const secondRoles = [
    ...(young.length > 0 ? notedRoles : []),
    ...motifs.flatMap((m) => m.roles),
    ...lexicon.roles,
  ].filter((r) => r !== role);
  slots.srole =
    kept?.cast[1].role ??
    drawn(story, 'srole', pickOf(p, preferMentioned(secondRoles, notes)), 'S');
  slots.trole = kept?.cast[2].role ?? drawn(story, 'trole', pickOf(p, lexicon.villainRoles), 'T');
  slots.rel = kept?.relation ?? drawn(story, 'rel', pickOf(p, lexicon.relations), 'S');
  // A trade with a complement takes a short trait before it ("fille superstitieuse du
  // meunier"); a longer one would follow after a comma, so short ones are preferred.
  const probe = grammar.withTrait(slots.role, 'X');
  const shortTraits = lexicon.traits.filter(
    (trait) => grammar.withTrait(slots.role as string, trait) !== `${slots.role}, ${trait}`,
  );
  const traits =
    probe !== `${slots.role} X` && probe !== `X ${slots.role}` && shortTraits.length > 0
      ? shortTraits
      : lexicon.traits;
  slots.trait =
    kept?.trait ??
    (notes.trait ? fill(story, notes.trait) : drawn(story, 'trait', pickOf(p, traits)));
  slots.rt = grammar.withTrait(slots.role, slots.trait);
  story.sources.rt = { entries: [], refs: ['role', 'trait'] };
  slots.quirk = drawn(story, 'quirk', pickOf(p, lexicon.quirks));
  slots.image = drawn(story, 'image', pickOf(p, lexicon.images));
  slots.arc = drawn(story, 'arc', pickOf(p, lexicon.arcs));
  slots.wound = kept?.wound ?? drawn(story, 'wound', pickOf(p, lexicon.wounds));
  slots['wound.of'] = grammar.of(slots.wound);
  slots.goal = kept?.goal ?? drawn(story, 'goal', pickOf(p, lexicon.goals));
  slots.stake = kept?.stake ?? drawn(story, 'stake', pickOf(p, lexicon.stakes));
  if (kept) {
    story.usesObject = kept.usesObject;
    slots.inc = kept.incident;
  } else {
    const carriedIncidents = carried.incident;
    const withObject = (list: readonly string[]) => list.filter((entry) => entry.includes('{O'));
    const localWithObject = withObject(local.flatMap((m) => m.incidents));
    const lexiconWithObject = withObject(lexicon.incidents);
    const incident = carriedIncidents
      ? pickOf(p, carriedIncidents)
      : carried.object && localWithObject.length + lexiconWithObject.length > 0
        ? pickEither(p, localWithObject, lexiconWithObject, 0.5)
        : pickNoted(
            p,
            local.flatMap((m) => m.incidents),
            lexicon.incidents,
            0.6,
          );
    story.usesObject = incident.includes('{O');
    slots.inc = drawn(story, 'inc', incident);
  }
  slots.secret = kept?.secret ?? drawn(story, 'secret', pickOf(p, usable(story, lexicon.secrets)));
  const actions = memory.pickDistinct(usable(story, lexicon.threatActions), 3, random);
  if (!kept) {
    (['act', 'act2', 'act3'] as const).forEach((slot, index) => {
      from(story, slot, actions[index] ?? actions[0] ?? '');
    });
  }
  const [act = '', act2 = act, act3 = act2] =
    kept?.threatActions ?? actions.map((action) => fill(story, action));
  Object.assign(slots, { act, act2, act3 });
  slots.twist = kept?.twist ?? drawn(story, 'twist', pickOf(p, usable(story, lexicon.twists)));
  slots.climax = kept?.climax ?? drawn(story, 'climax', pickOf(p, usable(story, lexicon.climaxes)));
  Object.assign(slots, genreSlots(request, grammar, exclusions, random));
  const genreNotes = request.genres.length > 1 ? 'many' : 'one';
  slots.genreNote = drawn(story, 'genreNote', pickStyled(story, templates.genreNote[genreNotes]));
  slots.genreStyle = drawn(
    story,
    'genreStyle',
    pickStyled(story, templates.genreStyle[genreNotes]),
  );

  // What carries a genre must show in a quick idea: the trade in the opening, the threat
  // in the second sentence.
  const { open, middle } = templates.quick;
  story.needs.set(open, [
    ...(shownFamilies.length > 0 ? [/\{L/] : []),
    ...(carried.role ? [/\{(?:role|rt)\}/] : []),
  ]);
  if (carried.threat) story.needs.set(middle, [/\{A[.}]/]);

  const planned = (person: Person, role: string): PlannedCharacter => ({ ...person, role });
  const plan: StoryPlan = {
    language: fullPack.language,
    cast: [
      planned(cast.lead, slots.role),
      planned(cast.second, slots.srole),
      planned(cast.third, slots.trole),
    ],
    age: slots.age,
    relation: slots.rel,
    trait: slots.trait,
    wound: slots.wound,
    goal: slots.goal,
    setting: placeSpec,
    era: eraPhrase,
    object: objectSpec,
    usesObject: story.usesObject,
    threat: threatSpec,
    threatActions: [act, act2, act3],
    incident: slots.inc,
    secret: slots.secret,
    twist: slots.twist,
    climax: slots.climax,
    stake: slots.stake,
    themes,
    moods: [mood1, mood2],
    ...(kept?.used ? { used: kept.used } : {}),
  };
  return { story, plan };
}

/**
 * What the chosen genres' descriptions bring: the ingredients of one (`ingr`, named by
 * `ingrGenre`) and the promise of one (`promise`, `promiseGenre`), another genre when
 * there is a choice, so a cozy mystery and a noir read differently even in one family.
 * What the brief rules out of the tables is left out of the descriptions' phrases too.
 */
function genreSlots(
  request: IdeaRequest,
  grammar: Grammar,
  exclusions: readonly RegExp[],
  random: RandomSource,
): Record<string, string> {
  const allowed = (phrase: string | undefined) =>
    phrase && !exclusions.some((pattern) => pattern.test(phrase)) ? phrase : undefined;
  const readings = request.genres.map((genre) => {
    const { ingredients, promise } = readGenreDescription(genre.description, grammar.inline);
    return {
      name: grammar.genreInText(genre.name),
      ingredients: allowed(ingredients),
      promise: allowed(promise),
    };
  });
  const slots: Record<string, string> = {};
  const listed = readings.filter((reading) => reading.ingredients);
  const withIngredients = listed.length > 0 ? pickOne(listed, random) : undefined;
  if (withIngredients?.ingredients) {
    slots.ingr = withIngredients.ingredients;
    slots.ingrGenre = withIngredients.name;
  }
  const promising = readings.filter((reading) => reading.promise);
  const others = promising.filter((reading) => reading !== withIngredients);
  const promised =
    promising.length > 0 ? pickOne(others.length > 0 ? others : promising, random) : undefined;
  if (promised?.promise) {
    slots.promise = promised.promise;
    slots.promiseGenre = promised.name;
  }
  return slots;
}

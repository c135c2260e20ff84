import type { RandomSource } from '../../genres/random-genres';
import type { Gender } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { type Agreement, fillTemplate } from './fill-template';
import {
  agesFor,
  exclusionsOf,
  packWithout,
  placeIn,
  preferMentioned,
  readNotes,
} from './fit-brief';
import { packForYear, storyYear } from './fit-period';
import {
  eraOfGenre,
  type FamilyId,
  familiesOfGenre,
  familiesOfGenres,
  WORLD_PRIORITY,
} from './genre-families';
import { assignCarriers, CARRIER_SLOTS, type CarrierSlot, carrierList } from './genre-traces';
import type { FamilyMotifs, Grammar, LanguagePack } from './language-pack';
import { parsePlace } from './noun-spec';
import { castOf, fullName, type Person, personNamed, pickCast, shortName } from './pick-cast';
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

function agreement(gender: Gender): Agreement {
  return gender === 'feminine' ? 'f' : 'm';
}

/** A theme reads with its definite article ("la mémoire"), unless written as a proper noun. */
function asDefinite(spec: string): string {
  const colon = spec.indexOf(':');
  const flags = spec.slice(0, colon);
  return flags.includes('P') || flags.includes('D') ? spec : `${flags}D${spec.slice(colon)}`;
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
  const parentPlan = request.parent?.plan;
  const kept = parentPlan?.language === fullPack.language ? parentPlan : undefined;
  const keptPeople =
    parentPlan?.cast ?? request.parent?.names.map((name) => personNamed(name, request.leadGender));
  const cast = keptPeople
    ? castOf(keptPeople, request.names, request.leadGender, random)
    : pickCast(request.names, request.leadGender, random);
  const genreFamilies = familiesOfGenres(request.genres);
  const worldFamily = WORLD_PRIORITY.find((family) => genreFamilies.includes(family)) ?? 'society';
  const audience = request.brief?.audience;
  const youthful = audience === 'children' || audience === 'young-adults';
  const families: FamilyId[] =
    youthful && !genreFamilies.includes('young') ? [...genreFamilies, 'young'] : genreFamilies;
  const eraId = FUTURE_WORLDS.includes(worldFamily)
    ? undefined
    : request.genres.map((genre) => eraOfGenre(genre.id)).find((era) => era !== undefined);
  // Every table from here on holds only what existed when the story takes place, and
  // nothing the brief rules out.
  const exclusions = exclusionsOf(request.brief, fullPack.language);
  const pack = packWithout(packForYear(fullPack, storyYear(eraId, worldFamily)), exclusions);
  const notes = readNotes(request.brief, fullPack.language);
  const noted = <T extends string>(list: readonly T[]) => preferMentioned(list, notes);
  const memory = new RecentMemory(request.recentPlans, fullPack.language);
  /** What the notes name from a table of any family (a lighthouse in a space opera). */
  const namedAnywhere = (pick: (m: FamilyMotifs) => readonly string[], more: readonly string[]) =>
    [...Object.values(pack.families).flatMap(pick), ...more].filter(notes.mentions);
  const pickOf = <T extends string>(list: readonly T[]) => memory.pick(list, random);
  const pickEither = <T extends string>(primary: readonly T[], fallback: readonly T[], p: number) =>
    memory.pickEither(primary, fallback, p, random);
  /** pickEither, unless the notes mention entries of either list: then one of those. */
  const pickNoted = <T extends string>(
    primary: readonly T[],
    fallback: readonly T[],
    p: number,
  ) => {
    const mentioned = [...primary, ...fallback].filter(notes.mentions);
    return mentioned.length > 0 ? pickOf(mentioned) : pickEither(primary, fallback, p);
  };
  const { grammar, lexicon, templates } = pack;
  const localFamilies = families.filter(
    (family) => family === worldFamily || !SETTING_BOUND.includes(family),
  );
  const motifs: FamilyMotifs[] = families.map((family) => pack.families[family]);
  const local: FamilyMotifs[] = localFamilies.map((family) => pack.families[family]);
  const world = pack.families[worldFamily];
  const era = eraId ? pack.eras[eraId] : undefined;
  const all = <T>(pick: (m: FamilyMotifs) => readonly T[]): T[] => motifs.flatMap(pick);

  const lead = agreement(cast.lead.gender);
  const genders: Record<string, Agreement> = {
    '': lead,
    P: lead,
    S: agreement(cast.second.gender),
    T: agreement(cast.third.gender),
  };
  const slots: Record<string, string> = {
    P: fullName(cast.lead),
    p: shortName(cast.lead),
    S: fullName(cast.second),
    s: shortName(cast.second),
    T: fullName(cast.third),
    t: shortName(cast.third),
  };
  const story: Story = {
    slots,
    genders,
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
  /** Records the entries a slot's text comes from (none when kept from the parent). */
  const from = (slot: string, ...entries: string[]) => {
    story.sources[slot] = { entries, refs: entries.flatMap(refsOf) };
  };
  /** Fills a table entry; unmarked agreement follows `owner` (the lead by default). */
  const fill = (template: string, owner = 'P'): string => {
    const previous = genders[''] as Agreement;
    genders[''] = genders[owner] as Agreement;
    const text = fillTemplate(template, story);
    genders[''] = previous;
    return text;
  };
  /** A drawn entry, filled, recorded as the source of `slot`. */
  const drawn = (slot: string, entry: string, owner = 'P'): string => {
    from(slot, entry);
    return fill(entry, owner);
  };

  // A period named by a genre sets the scene; otherwise the strongest world family does.
  const unusual = request.creativityWarning && chance(0.5, random);
  const familyPlaces = namedAnywhere((m) => m.places, []);
  const notedPlaces =
    familyPlaces.length > 0 ? familyPlaces : lexicon.unusualPlaces.filter(notes.mentions);
  const placeEntry = kept
    ? undefined
    : pickOf(
        notedPlaces.length > 0
          ? notedPlaces
          : unusual
            ? lexicon.unusualPlaces
            : (era ?? world).places,
      );
  const placeSpec =
    kept?.setting ??
    placeIn(drawn('L', placeEntry ?? ''), worldFamily === 'space' ? undefined : notes.region);
  const eraEntry = kept
    ? undefined
    : era
      ? pickOf(era.eras)
      : pickEither(world.eras, lexicon.contemporaryEras, 1);
  const eraPhrase = kept?.era ?? drawn('E', eraEntry ?? '');

  // The genres the setting shows; the others get slots of their own.
  const worldPlace = !kept && notedPlaces.length === 0 && !unusual;
  const shownFamilies: FamilyId[] = !worldPlace
    ? []
    : era
      ? [
          'historical',
          ...request.genres
            .filter((genre) => eraOfGenre(genre.id) === eraId)
            .flatMap((genre) => familiesOfGenre(genre.id))
            .filter((family) => SETTING_BOUND.includes(family)),
        ]
      : [worldFamily];
  const notedObjects = namedAnywhere((m) => m.objects, lexicon.objects);
  const notedRoles = namedAnywhere((m) => m.roles, lexicon.roles);
  const youngRoles = youthful ? pack.families.young.roles : [];
  const notedIncidents = [...local.flatMap((m) => m.incidents), ...lexicon.incidents].filter(
    notes.mentions,
  );
  const notedThreats = [
    ...(era ? era.threats : []),
    ...local.flatMap((m) => m.threats),
    ...lexicon.threats,
  ].filter(notes.mentions);
  const carriers = kept
    ? {}
    : assignCarriers({
        genres: request.genres,
        families: pack.families,
        shown: shownFamilies,
        local: localFamilies,
        free: CARRIER_SLOTS.filter(
          (slot) =>
            !(slot === 'incident' && notedIncidents.length > 0) &&
            !(slot === 'threat' && notedThreats.length > 0) &&
            // A period has its own trades, which another family's might postdate.
            !(slot === 'role' && (era || notedRoles.length > 0 || youngRoles.length > 0)) &&
            !(slot === 'object' && notedObjects.length > 0),
        ),
        memory,
        random,
      });
  const carried = (slot: CarrierSlot) => {
    const family = carriers[slot];
    return family === undefined
      ? undefined
      : carrierList({ families: pack.families, local: localFamilies }, family, slot);
  };

  let objectSpec = kept?.object;
  const carriedObjects = carried('object');
  if (objectSpec === undefined) {
    let entry: string;
    if (carriedObjects) entry = pickOf(carriedObjects);
    else if (notedObjects.length > 0) entry = pickOf(notedObjects);
    else if (era) entry = pickEither(era.objects, lexicon.objects, 0.5);
    else if (chance(0.45, random)) entry = pickEither(world.objects, lexicon.objects, 1);
    else
      entry = pickEither(
        all((m) => m.objects),
        lexicon.objects,
        0.5,
      );
    objectSpec = drawn('O', entry);
  }
  // A period brings its own antagonists; the generic historical ones would be anachronistic.
  const carriedThreats = carried('threat');
  const threatSpec =
    kept?.threat ??
    drawn(
      'A',
      carriedThreats
        ? pickOf(carriedThreats)
        : era
          ? pickNoted(
              era.threats,
              [
                ...local.filter((m) => m !== pack.families.historical).flatMap((m) => m.threats),
                ...lexicon.threats,
              ],
              0.5,
            )
          : pickNoted(
              local.flatMap((m) => m.threats),
              lexicon.threats,
              0.6,
            ),
    );
  const kindSpec = pack.families[families[0] ?? 'society'].kind;
  from('K', kindSpec);
  Object.assign(
    slots,
    grammar.placeSlots('L', placeSpec, lead),
    grammar.nounSlots('O', objectSpec, lead),
    grammar.nounSlots('A', threatSpec, lead),
    grammar.nounSlots('K', kindSpec, lead),
  );
  genders.L = grammar.genderOf(placeSpec.slice(placeSpec.indexOf('>') + 1));
  if (parsePlace(placeSpec).noun.plural) story.plurals.add('L');
  genders.O = grammar.genderOf(objectSpec);
  genders.A = grammar.genderOf(threatSpec);
  genders.K = grammar.genderOf(kindSpec);
  slots.E = eraPhrase;
  slots.LE = eraPhrase ? `${slots.L}, ${eraPhrase}` : (slots.L as string);

  const themes =
    kept?.themes ??
    [
      ...new Set([
        ...memory.pickDistinct(noted(all((m) => m.themes)), 2, random),
        ...memory.pickDistinct(lexicon.themes, 3, random),
      ]),
    ].slice(0, 3);
  themes.forEach((theme, index) => {
    const slot = `th${index + 1}`;
    if (!kept) from(slot, theme);
    Object.assign(slots, grammar.nounSlots(slot, asDefinite(theme), lead));
  });
  const mood1 = kept?.moods[0] ?? drawn('mood1', pickEither(world.moods, lexicon.moods, 0.8));
  const otherMoods = [...all((m) => m.moods), ...lexicon.moods].filter((m) => m !== mood1);
  const mood2 = kept?.moods[1] ?? drawn('mood2', pickOf(otherMoods));
  Object.assign(slots, { mood1, mood2 });
  slots.age =
    kept?.age ?? drawn('age', pickOf(agesFor(audience, lexicon, genreFamilies.includes('young'))));
  slots.genres = grammar.list(request.genres.map((genre) => grammar.genreInText(genre.name)));

  // A story for the young has a young lead; the trade the notes name goes to the second.
  const carriedRoles = carried('role');
  const role =
    youngRoles.length > 0
      ? pickOf(youngRoles)
      : notedRoles.length > 0
        ? pickOf(notedRoles)
        : carriedRoles
          ? pickOf(carriedRoles)
          : era
            ? pickEither(era.roles, lexicon.roles, 0.8)
            : pickEither(world.roles, lexicon.roles, 0.55);
  slots.role = kept?.cast[0].role ?? drawn('role', role);
  // The lead by trade, for titles such as "The Clockmaker's Promise".
  Object.assign(slots, grammar.nounSlots('R', `${lead}:${slots.role}`, lead));
  const secondRoles = [
    ...(youngRoles.length > 0 ? notedRoles : []),
    ...all((m) => m.roles),
    ...lexicon.roles,
  ].filter((r) => r !== role);
  slots.srole = kept?.cast[1].role ?? drawn('srole', pickOf(noted(secondRoles)), 'S');
  slots.trole = kept?.cast[2].role ?? drawn('trole', pickOf(lexicon.villainRoles), 'T');
  slots.rel = kept?.relation ?? drawn('rel', pickOf(lexicon.relations), 'S');
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
  slots.trait = kept?.trait ?? (notes.trait ? fill(notes.trait) : drawn('trait', pickOf(traits)));
  slots.rt = grammar.withTrait(slots.role, slots.trait);
  story.sources.rt = { entries: [], refs: ['role', 'trait'] };
  slots.quirk = drawn('quirk', pickOf(lexicon.quirks));
  slots.image = drawn('image', pickOf(lexicon.images));
  slots.arc = drawn('arc', pickOf(lexicon.arcs));
  slots.wound = kept?.wound ?? drawn('wound', pickOf(lexicon.wounds));
  slots['wound.of'] = grammar.of(slots.wound);
  slots.goal = kept?.goal ?? drawn('goal', pickOf(lexicon.goals));
  slots.stake = kept?.stake ?? drawn('stake', pickOf(lexicon.stakes));
  if (kept) {
    story.usesObject = kept.usesObject;
    slots.inc = kept.incident;
  } else {
    const carriedIncidents = carried('incident');
    const withObject = (list: readonly string[]) => list.filter((entry) => entry.includes('{O'));
    const localWithObject = withObject(local.flatMap((m) => m.incidents));
    const lexiconWithObject = withObject(lexicon.incidents);
    const incident = carriedIncidents
      ? pickOf(carriedIncidents)
      : carriedObjects && localWithObject.length + lexiconWithObject.length > 0
        ? pickEither(localWithObject, lexiconWithObject, 0.5)
        : pickNoted(
            local.flatMap((m) => m.incidents),
            lexicon.incidents,
            0.6,
          );
    story.usesObject = incident.includes('{O');
    slots.inc = drawn('inc', incident);
  }
  slots.secret = kept?.secret ?? drawn('secret', pickOf(usable(story, lexicon.secrets)));
  const actions = memory.pickDistinct(usable(story, lexicon.threatActions), 3, random);
  if (!kept) {
    (['act', 'act2', 'act3'] as const).forEach((slot, index) => {
      from(slot, actions[index] ?? actions[0] ?? '');
    });
  }
  const [act = '', act2 = act, act3 = act2] =
    kept?.threatActions ?? actions.map((action) => fill(action));
  Object.assign(slots, { act, act2, act3 });
  slots.twist = kept?.twist ?? drawn('twist', pickOf(usable(story, lexicon.twists)));
  slots.climax = kept?.climax ?? drawn('climax', pickOf(usable(story, lexicon.climaxes)));
  Object.assign(slots, genreSlots(request, grammar, exclusions, random));
  const genreNotes = request.genres.length > 1 ? 'many' : 'one';
  slots.genreNote = drawn('genreNote', pickStyled(story, templates.genreNote[genreNotes]));
  slots.genreStyle = drawn('genreStyle', pickStyled(story, templates.genreStyle[genreNotes]));

  // What carries a genre must show in a quick idea: the trade in the opening, the threat
  // in the second sentence.
  const { open, middle } = templates.quick;
  story.needs.set(open, [
    ...(shownFamilies.length > 0 ? [/\{L/] : []),
    ...(carriers.role ? [/\{(?:role|rt)\}/] : []),
  ]);
  if (carriers.threat) story.needs.set(middle, [/\{A[.}]/]);

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

import type { RandomSource } from '../../genres/random-genres';
import type { Gender, NameChoices } from '../generation-options';
import type { ElementName } from '../idea-elements';
import type { RedrawMaterial } from '../redraw-idea';
import { type Cast, fullName, type Person, personNamed } from './pick-cast';
import { pickOne } from './seeded-random';
import { refsOf } from './story';
import type { EntrySlot, PlannedCharacter, StoryPlan } from './story-plan';

/**
 * What an idea keeps of its parent's plan: all of it when it develops the parent, the
 * fields of the kept elements when it redraws it. The cast by position (lead, second,
 * third): a position left empty is drawn anew.
 */
export type KeptPlan = Partial<Omit<StoryPlan, 'language' | 'cast'>> & {
  cast?: readonly (PlannedCharacter | undefined)[];
};

/**
 * The plan's fields each element holds (docs/PRODUCT.md, Redraw). The lead is a whole
 * character (age, trait, wound and goal with the name and trade); the setting keeps its
 * moods; the conflict is the incident with the object it names, the threat with what it
 * does, and what is at stake; the twist comes with the second character's secret.
 */
const ELEMENT_FIELDS = {
  title: [],
  lead: ['age', 'trait', 'wound', 'goal'],
  cast: ['relation'],
  setting: ['setting', 'era', 'moods'],
  conflict: ['incident', 'usesObject', 'object', 'threat', 'threatActions', 'stake'],
  twist: ['twist', 'secret'],
  ending: ['climax'],
} as const satisfies Record<ElementName, readonly (keyof StoryPlan)[]>;

/** The phrases a kept element tells again of the new story, by the slots they fill. */
const KEPT_PHRASES: Partial<Record<ElementName, readonly EntrySlot[]>> = {
  conflict: ['inc', 'act', 'act2', 'act3', 'stake'],
  twist: ['twist', 'secret'],
  ending: ['climax'],
};

/**
 * What a kept phrase names of the parts another element holds: a twist that speaks of the
 * object or the threat keeps them when the conflict is drawn anew, so that it still reads
 * true; the setting and the people it names follow the new story.
 */
const PINNED_BY_SLOT: Record<string, readonly (keyof StoryPlan)[]> = {
  O: ['object', 'usesObject'],
  A: ['threat'],
  stake: ['stake'],
  goal: ['goal'],
};

/** The parts a kept phrase whose entry is unknown (a plan stored before entries) may name. */
const PINNED_WITHOUT_ENTRIES: readonly (keyof StoryPlan)[] = [
  'object',
  'usesObject',
  'threat',
  'stake',
  'goal',
];

/**
 * What a redrawn idea keeps of its parent's plan: the fields of the kept elements, and the
 * parts of other elements its kept phrases name (PINNED_BY_SLOT).
 */
export function keptPlanOf(parent: StoryPlan, keep: readonly ElementName[]): KeptPlan {
  const kept: Record<string, unknown> = {};
  const take = (field: keyof StoryPlan) => {
    kept[field] = parent[field];
  };
  for (const element of keep) ELEMENT_FIELDS[element].forEach(take);
  for (const element of keep) {
    for (const slot of KEPT_PHRASES[element] ?? []) {
      const entry = parent.entries?.[slot];
      if (entry === undefined) PINNED_WITHOUT_ENTRIES.forEach(take);
      else for (const ref of refsOf(entry)) (PINNED_BY_SLOT[ref] ?? []).forEach(take);
    }
  }
  return {
    ...kept,
    cast: [
      keep.includes('lead') ? parent.cast[0] : undefined,
      keep.includes('cast') ? parent.cast[1] : undefined,
      keep.includes('cast') ? parent.cast[2] : undefined,
    ],
  } as KeptPlan;
}

/**
 * The plan of ideas crossed (docs/PRODUCT.md, Crossing): `base`'s, with each kept element's
 * fields, phrases and people taken from the plan it is kept from, and the parts of other
 * elements those phrases name where no kept element holds them. A redraw of it that keeps
 * those elements draws the rest anew.
 */
export function crossedPlan(
  base: StoryPlan,
  kept: readonly (readonly [ElementName, StoryPlan])[],
): StoryPlan {
  const plan: Record<string, unknown> = { ...base, entries: { ...base.entries } };
  const entries = plan.entries as Partial<Record<EntrySlot, string>>;
  const cast = [...base.cast] as StoryPlan['cast'];
  const held = new Set<string>(kept.flatMap(([element]) => ELEMENT_FIELDS[element]));
  for (const [element, source] of kept) {
    for (const field of ELEMENT_FIELDS[element]) plan[field] = source[field];
    if (element === 'lead') cast[0] = source.cast[0];
    if (element === 'cast') [cast[1], cast[2]] = [source.cast[1], source.cast[2]];
    for (const slot of KEPT_PHRASES[element] ?? []) {
      const entry = source.entries?.[slot];
      entries[slot] = entry;
      const pinned =
        entry === undefined
          ? PINNED_WITHOUT_ENTRIES
          : refsOf(entry).flatMap((ref) => PINNED_BY_SLOT[ref] ?? []);
      for (const field of pinned) if (!held.has(field)) plan[field] = source[field];
    }
  }
  return { ...(plan as unknown as StoryPlan), cast };
}

/**
 * What a redrawn idea without a plan (an AI wrote it) keeps: the trades of its kept people,
 * where its elements give them. Its names come with the cast (redrawnCast).
 */
export function keptPeopleOf(redraw: RedrawMaterial): KeptPlan {
  const people = parentPeople(redraw);
  const { lead, cast } = redraw.elements;
  const keptAt = (index: number) => redraw.keep.includes(index === 0 ? 'lead' : 'cast');
  return {
    cast: [lead, cast[0], cast[1]].map((person, index) => {
      const known = people[index];
      return person?.role && known && keptAt(index) ? { ...known, role: person.role } : undefined;
    }),
  };
}

/** The table entries of the kept phrases a redrawn idea tells again of its new story. */
export function keptEntriesOf(
  parent: StoryPlan,
  keep: readonly ElementName[],
): Partial<Record<EntrySlot, string>> {
  const entries: Partial<Record<EntrySlot, string>> = {};
  for (const element of keep) {
    for (const slot of KEPT_PHRASES[element] ?? []) {
      const entry = parent.entries?.[slot];
      if (entry !== undefined) entries[slot] = entry;
    }
  }
  return entries;
}

/** The parent's people by position, from its plan or else the names its elements give. */
function parentPeople(redraw: RedrawMaterial): (Person | undefined)[] {
  if (redraw.plan) return [...redraw.plan.cast];
  const { lead, cast } = redraw.elements;
  const fallback: Gender = lead?.gender ?? 'feminine';
  return [lead, cast[0], cast[1]].map((person) =>
    person ? personNamed(person.name, person.gender ?? fallback) : undefined,
  );
}

const other = (gender: Gender): Gender => (gender === 'feminine' ? 'masculine' : 'feminine');

/** Whether a title holds these words as a whole (apostrophes as the typography has them). */
function titleHolds(title: string, words: string): boolean {
  const loose = (text: string) => text.replace(/’/gu, "'");
  const escaped = loose(words).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'u').test(loose(title));
}

/**
 * What of the lead's name a kept title holds, which the new lead keeps so that the title
 * stays true: the full name ("The Last Winter of Ana Ruiz"), or the first name alone
 * ("Ana's Storm"). Nothing when the title is redrawn or names nobody.
 */
function titleNaming(redraw: RedrawMaterial, lead: Person | undefined): Partial<Person> {
  const title = redraw.elements.title;
  if (!lead || !title || !redraw.keep.includes('title') || !lead.first) return {};
  if (lead.family && titleHolds(title, fullName(lead))) {
    return { first: lead.first, family: lead.family };
  }
  return titleHolds(title, lead.first) ? { first: lead.first } : {};
}

/**
 * The cast of a redrawn idea: the kept people in their places, and new ones in the others,
 * each of the gender of the one it replaces, so that the kept phrases agree as before.
 * Names come from `names`, never one of the parent's people's (a quick idea may leave its
 * third unnamed in its text) nor twice. A kept title that names the lead keeps that name
 * on the new lead (titleNaming).
 */
export function redrawnCast(
  redraw: RedrawMaterial,
  names: NameChoices,
  leadGender: Gender,
  random: RandomSource,
): Cast {
  const parents = parentPeople(redraw);
  const keptAt = (index: number) => redraw.keep.includes(index === 0 ? 'lead' : 'cast');
  // None of the parent's names, kept or not, goes to a new person.
  const used = new Set(parents.flatMap((person) => (person ? [person.first, person.family] : [])));
  const draw = (list: readonly string[]): string => {
    const fresh = list.filter((name) => !used.has(name));
    const pool = fresh.length > 0 ? fresh : list;
    if (pool.length === 0) return '';
    const name = pickOne(pool, random);
    used.add(name);
    return name;
  };
  const genders: Gender[] = [
    parents[0]?.gender ?? leadGender,
    parents[1]?.gender ?? other(leadGender),
    parents[2]?.gender ?? leadGender,
  ];
  const named = titleNaming(redraw, parents[0]);
  const [lead, second, third] = genders.map((gender, index): Person => {
    const parent = parents[index];
    if (parent && keptAt(index)) return parent;
    return {
      first:
        (index === 0 && named.first) || draw(gender === 'feminine' ? names.female : names.male),
      family: (index === 0 && named.family) || draw(names.family),
      gender,
    };
  }) as [Person, Person, Person];
  return { lead, second, third };
}

/**
 * The full names of the parent's redrawn people, each paired with their replacement's: a
 * kept phrase the engine cannot tell again (its entry unknown) is renamed with them.
 */
export function renamesOf(redraw: RedrawMaterial, cast: Cast): [string, string][] {
  const news = [cast.lead, cast.second, cast.third];
  return parentPeople(redraw).flatMap((person, index) => {
    const replacement = news[index];
    if (!person || !replacement || fullName(person) === fullName(replacement)) return [];
    return [[fullName(person), fullName(replacement)] as [string, string]];
  });
}

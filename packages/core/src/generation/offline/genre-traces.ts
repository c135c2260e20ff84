import type { FamilyId } from '../../genres/catalogue/families';
import type { RandomSource } from '../../genres/random-genres';
import type { PromptGenre } from '../generation-options';
import { familiesOfGenre } from './genre-families';
import type { FamilyMotifs } from './languages/language-pack';
import type { RecentMemory } from './recent-memory';
import { pickDistinct, pickOne } from './seeded-random';

/** The selected genres that each leave a trace in an idea; the others only colour it. */
export const TRACED_GENRES = 3;

/**
 * Slots whose entry may come from a given family, so that its genre shows in the text. An
 * object carries a family in an incident that names it ("finds {O}").
 */
export const CARRIER_SLOTS = ['incident', 'threat', 'role', 'object'] as const;
export type CarrierSlot = (typeof CARRIER_SLOTS)[number];

/** How often a slot carries a genre among equally fresh ones: the incident always shows. */
const WEIGHTS: Record<CarrierSlot, number> = { incident: 3, threat: 2, role: 1, object: 1 };

export interface CarrierInput {
  genres: readonly PromptGenre[];
  families: Readonly<Record<FamilyId, FamilyMotifs>>;
  /** Families the setting already shows (the world's, or the period's genre's). */
  shown: readonly FamilyId[];
  /** Families whose incidents and antagonists may come in (the world's, or unbound ones). */
  local: readonly FamilyId[];
  /** Slots still free: not kept from a parent, not chosen by the writer's notes. */
  free: readonly CarrierSlot[];
  memory: RecentMemory;
  random: RandomSource;
}

/** The table of `family` a slot would draw from, empty when it may not. */
export function carrierList(
  input: Pick<CarrierInput, 'families' | 'local'>,
  family: FamilyId,
  slot: CarrierSlot,
): readonly string[] {
  const motifs = input.families[family];
  if (slot === 'role') return motifs.roles;
  if (slot === 'object') return motifs.objects;
  if (!input.local.includes(family)) return [];
  return slot === 'incident' ? motifs.incidents : motifs.threats;
}

/**
 * Which family each carrier slot draws from, so that every selected genre (the first
 * three) leaves a trace: the setting shows the world's genre; each other genre gets a
 * slot from one of its families, then, slots allowing, its other families do too (a
 * historical romance in an epic fantasy world brings both its romance and its period).
 * A slot whose table of the family has entries the writer's last ideas did not use is
 * preferred; among those, the incident, which every idea tells.
 */
export function assignCarriers(input: CarrierInput): Partial<Record<CarrierSlot, FamilyId>> {
  const { random, memory } = input;
  const queues = input.genres.slice(0, TRACED_GENRES).map((genre) => {
    const own = familiesOfGenre(genre.id);
    const shownHere = own.some((family) => input.shown.includes(family));
    const rest = pickDistinct(
      own.filter((family) => !input.shown.includes(family)),
      own.length,
      random,
    );
    // A genre the setting already shows waits for the others before its other families.
    return shownHere ? [undefined, ...rest] : rest;
  });
  const rounds = Math.max(0, ...queues.map((queue) => queue.length));
  const carriers: Partial<Record<CarrierSlot, FamilyId>> = {};
  const free = new Set(input.free);
  const done = new Set<FamilyId>(input.shown);
  /** Gives `family` the freshest free slot it has entries for; false when none. */
  const carry = (family: FamilyId): boolean => {
    const options = [...free].filter((slot) => carrierList(input, family, slot).length > 0);
    if (options.length === 0) return false;
    const freshness = (slot: CarrierSlot) =>
      memory.freshness(carrierList(input, family, slot) as string[]);
    const best = Math.max(...options.map(freshness));
    const weighted = options
      .filter((slot) => freshness(slot) === best)
      .flatMap((slot) => Array<CarrierSlot>(WEIGHTS[slot]).fill(slot));
    const slot = pickOne(weighted, random);
    carriers[slot] = family;
    free.delete(slot);
    // The object shows only in an incident that names it, so it takes the incident with
    // it; a carried incident may not name the object, so another family's would not show.
    if (slot === 'object' || slot === 'incident') {
      free.delete('incident');
      free.delete('object');
    }
    return true;
  };
  for (let round = 0; round < rounds; round++) {
    for (const queue of queues) {
      const family = queue[round];
      if (family === undefined || done.has(family) || free.size === 0) continue;
      if (carry(family)) done.add(family);
    }
  }
  // Slots left over give each genre one more, so that it shows in more than one way: the
  // genres the setting does not show first.
  const order = queues
    .map((queue, index) => ({ queue, index }))
    .sort((a, b) => Number(a.queue[0] === undefined) - Number(b.queue[0] === undefined));
  for (const { index } of order) {
    const genre = input.genres[index] as PromptGenre;
    const own = familiesOfGenre(genre.id).filter((family) =>
      CARRIER_SLOTS.some((slot) => free.has(slot) && carrierList(input, family, slot).length > 0),
    );
    if (own.length > 0 && free.size > 0) carry(pickOne(own, random));
  }
  return carriers;
}

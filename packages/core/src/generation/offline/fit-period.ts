import type { EraId, FamilyId } from '../../genres/catalogue/families';
import type { EraMotifs, FamilyMotifs, LanguagePack, Lexicon } from './languages/language-pack';

/**
 * A table entry may start with `YEAR+ ` ("1850+ forest ranger"): it only fits stories set
 * in that year or later. Untagged entries fit every period. The tags are the same in the
 * three languages, at the same positions of the same lists.
 */
const SINCE = /^(-?\d{1,5})\+ /;

/** The year each period is pictured at: anything invented after it is out of place. */
export const ERA_YEARS: Readonly<Record<EraId, number>> = {
  prehistory: -30000,
  egypt: -1250,
  greece: -430,
  rome: 79,
  viking: 880,
  'middle-ages': 1348,
  andalus: 1000,
  renaissance: 1550,
  enlightenment: 1790,
  victorian: 1888,
  frontier: 1870,
  'great-war': 1917,
  interwar: 1930,
  'second-war': 1943,
  'cold-war': 1962,
};

/**
 * Worlds that are in the past even when no genre names a period: their places and dates
 * (a kingdom, a three-master, a saloon) would clash with a vet or a housing estate.
 */
const WORLD_YEARS: Partial<Record<FamilyId, number>> = {
  fantasy: 1500,
  tale: 1500,
  historical: 1750,
  western: 1875,
  retro: 1890,
  war: 1916,
};

/** The year a story is set in, or undefined for the present and the future (no limit). */
export function storyYear(era: EraId | undefined, world: FamilyId): number | undefined {
  return era ? ERA_YEARS[era] : WORLD_YEARS[world];
}

/** The year an entry fits from, when it is tagged. */
export function sinceYear(entry: string): number | undefined {
  const match = SINCE.exec(entry);
  return match ? Number(match[1]) : undefined;
}

/** The entries that fit `year`, without their tags (all of them when `year` is undefined). */
function fitList(list: readonly string[], year: number | undefined): string[] {
  const kept: string[] = [];
  for (const entry of list) {
    const since = sinceYear(entry);
    if (since === undefined) kept.push(entry);
    else if (year === undefined || since <= year) kept.push(entry.replace(SINCE, ''));
  }
  return kept;
}

/** Every list of a table fitted to `year`; other fields as they are. */
function fitTable<T extends object>(table: T, year: number | undefined): T {
  const fitted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    fitted[key] = Array.isArray(value) ? fitList(value, year) : value;
  }
  return fitted as T;
}

function fitRecord<K extends string, T extends object>(
  record: Readonly<Record<K, T>>,
  year: number | undefined,
): Record<K, T> {
  const fitted = {} as Record<K, T>;
  for (const key of Object.keys(record) as K[]) fitted[key] = fitTable(record[key], year);
  return fitted;
}

/** Fitted packs, built once per pack and year: a story must not pay for the filter. */
const fittedPacks = new WeakMap<LanguagePack, Map<number | undefined, LanguagePack>>();

/** The pack with only the entries that fit a story set in `year`, tags removed. */
export function packForYear(pack: LanguagePack, year: number | undefined): LanguagePack {
  let byYear = fittedPacks.get(pack);
  if (!byYear) {
    byYear = new Map();
    fittedPacks.set(pack, byYear);
  }
  let fitted = byYear.get(year);
  if (!fitted) {
    fitted = {
      ...pack,
      lexicon: fitTable<Lexicon>(pack.lexicon, year),
      families: fitRecord<FamilyId, FamilyMotifs>(pack.families, year),
      eras: fitRecord<EraId, EraMotifs>(pack.eras, year),
    };
    byYear.set(year, fitted);
  }
  return fitted;
}

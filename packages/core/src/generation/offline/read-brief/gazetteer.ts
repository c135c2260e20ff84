import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { foldAccents } from '../../../text/fold-accents';

/** What a named place is, which says how the text puts a story in it ("à", "en", "au"). */
export type PlaceKind = 'city' | 'region' | 'country';

/**
 * A place the gazetteers know: its kind, and where it lies as ISO 3166 codes, its country
 * ("FR") and, below a country, its subdivision ("FR-OCC"), by which names fit it.
 */
export interface KnownPlace {
  kind: PlaceKind;
  codes: readonly string[];
}

/**
 * The countries whose regions and towns the notes are read for: the French-, English- and
 * Spanish-speaking world, and the lands its writers most often set stories in beside it.
 */
const COUNTRIES = new Set(
  [
    // French-speaking
    'FR BE CH LU MC CA SN CI ML BF NE TD CM GA CG CD MG HT MA DZ TN RE GP MQ GF PF NC',
    // Spanish-speaking
    'ES MX AR CO CL PE VE EC BO PY UY CU DO PR GT HN SV NI CR PA GQ',
    // English-speaking
    'US GB IE AU NZ ZA JM TT BS BZ NG KE GH',
    // Often a setting
    'IT PT DE NO IS JP',
  ].flatMap((line) => line.split(' ')),
);

const require = createRequire(import.meta.url);

/** A name as places are looked up: no accents, no case, one space between its words. */
export function placeKey(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[\s'’-]+/gu, ' ')
    .trim();
}

/**
 * A package's JSON file, parsed without `require`, whose module cache would keep the whole
 * file in memory once its names are taken.
 */
const readJson = <T>(path: string): T => JSON.parse(readFileSync(require.resolve(path), 'utf8'));

let known: Map<string, KnownPlace> | undefined;

/**
 * Every place name the gazetteers hold, by key: the countries in French, English and
 * Spanish (i18n-iso-countries), and the regions and towns of COUNTRIES (country-state-city).
 * Read on first use and kept: the towns' file is large, and only what is kept stays in
 * memory; places of one kind and one subdivision share one value. A country wins over a
 * region and a region over a town of the same name.
 */
function gazetteer(): Map<string, KnownPlace> {
  if (known) return known;
  const places = new Map<string, KnownPlace>();
  const shared = new Map<string, KnownPlace>();
  const add = (name: string, kind: PlaceKind, country: string, subdivision?: string) => {
    const key = placeKey(name);
    if (key.length < 3 || places.has(key)) return;
    const codes = subdivision ? [country, `${country}-${subdivision}`] : [country];
    const id = `${kind} ${codes.join(' ')}`;
    const place = shared.get(id) ?? { kind, codes };
    shared.set(id, place);
    places.set(key, place);
  };
  for (const language of ['fr', 'en', 'es'] as const) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
    const names = countries.getNames(language, { select: 'all' });
    for (const [code, forms] of Object.entries(names)) {
      for (const name of forms) add(name, 'country', code);
    }
  }
  const states: { name: string; isoCode: string; countryCode: string }[] = readJson(
    'country-state-city/lib/assets/state.json',
  );
  for (const state of states) {
    if (COUNTRIES.has(state.countryCode)) {
      add(state.name, 'region', state.countryCode, state.isoCode);
    }
  }
  // Rows of [name, country code, state code, latitude, longitude].
  const towns: [string, string, string][] = readJson('country-state-city/lib/assets/city.json');
  for (const [name, country, state] of towns) {
    if (COUNTRIES.has(country)) add(name, 'city', country, state);
  }
  known = places;
  return places;
}

/** What a name is, and where, if the gazetteers know it. */
export function knownPlace(name: string): KnownPlace | undefined {
  return gazetteer().get(placeKey(name));
}

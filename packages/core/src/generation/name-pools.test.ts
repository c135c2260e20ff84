import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { NAME_POOLS, namesAt, REGIONAL_NAMES } from './name-pools';
import type { RecentIdea } from './recent-ideas';
import { detectLeadGender, namesUsedIn } from './recent-ideas';

const key = (name: string) => name.normalize('NFC').toLocaleLowerCase();
const ideaWith = (text: string): RecentIdea => ({
  idea: text,
  genres: [],
  mode: 'quick',
  style: 'moderne',
});

describe.each(LANGUAGES)('the %s name pool', (language) => {
  const pool = NAME_POOLS[language];

  it('holds at least 60 female, 60 male and 80 family names', () => {
    expect(pool.female.length).toBeGreaterThanOrEqual(60);
    expect(pool.male.length).toBeGreaterThanOrEqual(60);
    expect(pool.family.length).toBeGreaterThanOrEqual(80);
  });

  it('never lists a name twice, not even in two lists', () => {
    const all = [...pool.female, ...pool.male, ...pool.family].map(key);
    const repeated = all.filter((name, index) => all.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });

  it('writes every name trimmed and capitalised', () => {
    for (const name of [...pool.female, ...pool.male, ...pool.family]) {
      expect(name).toBe(name.trim());
      expect(name).toMatch(/^\p{Lu}/u);
    }
  });

  it('finds every name of the pool in a text that uses it', () => {
    for (const name of [...pool.female, ...pool.male, ...pool.family]) {
      expect(namesUsedIn([ideaWith(`Plus tard, ${name} revient.`)], pool)).toEqual([name]);
    }
  });

  it('reads the gender of every first name', () => {
    for (const name of pool.female) {
      expect(detectLeadGender(`${name} ouvre la porte.`, language)).toBe('feminine');
    }
    for (const name of pool.male) {
      expect(detectLeadGender(`${name} ouvre la porte.`, language)).toBe('masculine');
    }
  });
});

describe('namesAt', () => {
  const mexico = REGIONAL_NAMES.es.find((region) => region.places.includes('MX'));

  it('gives the names of the regions that fit a place, whatever the idea’s language', () => {
    for (const language of LANGUAGES) {
      const names = namesAt(NAME_POOLS[language], ['MX', 'MX-OAX'], language);
      expect(names.female).toEqual(mexico?.female);
      expect(names.male).toEqual(mexico?.male);
      expect(names.family).toEqual(mexico?.family);
    }
    const occitan = namesAt(NAME_POOLS.fr, ['FR', 'FR-12'], 'fr');
    expect(occitan.family).toContain('Cayrol');
    expect(occitan.family).not.toContain('Tremblay');
  });

  it('leaves out the names used lately, and keeps the list when too few are left', () => {
    const pool = NAME_POOLS.es;
    const [used = '', ...rest] = mexico?.family ?? [];
    const lately = { ...pool, family: pool.family.filter((name) => name !== used) };
    expect(namesAt(lately, ['MX'], 'es').family).toEqual(rest);
    const female = mexico?.female ?? [];
    const nearlyAllUsed = {
      ...pool,
      female: pool.female.filter((name) => !female.slice(1).includes(name)),
    };
    expect(namesAt(nearlyAllUsed, ['MX'], 'es').female).toEqual(nearlyAllUsed.female);
  });

  it('keeps the language’s names for a place no region fits, or none', () => {
    expect(namesAt(NAME_POOLS.fr, ['FR', 'FR-ARA'], 'fr')).toEqual(NAME_POOLS.fr);
    expect(namesAt(NAME_POOLS.en, [], 'en')).toEqual(NAME_POOLS.en);
  });

  it('places its regions by ISO 3166 codes the gazetteers know', () => {
    const require = createRequire(import.meta.url);
    const states: {
      isoCode: string;
      countryCode: string;
    }[] = require('country-state-city/lib/assets/state.json');
    const subdivisions = new Set(states.map((state) => `${state.countryCode}-${state.isoCode}`));
    for (const region of Object.values(REGIONAL_NAMES).flat()) {
      for (const code of region.places) {
        expect(code.includes('-') ? subdivisions.has(code) : countries.isValid(code), code).toBe(
          true,
        );
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { NAME_POOLS } from './name-pools';
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

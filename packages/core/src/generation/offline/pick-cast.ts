import type { RandomSource } from '../../genres/random-genres';
import type { Gender, NameChoices } from '../generation-options';
import { NAME_POOLS } from '../name-pools';
import { pickOne } from './seeded-random';

export interface Person {
  first: string;
  family: string;
  gender: Gender;
}

/** The lead, a second character of the other gender and a third (the antagonist's face). */
export interface Cast {
  lead: Person;
  second: Person;
  third: Person;
}

function firstNames(names: NameChoices, gender: Gender): readonly string[] {
  return gender === 'feminine' ? names.female : names.male;
}

function other(gender: Gender): Gender {
  return gender === 'feminine' ? 'masculine' : 'feminine';
}

/**
 * Draws every name from the request's lists (docs/PRODUCT.md, Prompt rules: names only from
 * the list), never twice. The lead's first name comes from the list of the lead's gender;
 * when a list has run dry the person keeps the other parts of the name.
 */
export function pickCast(names: NameChoices, leadGender: Gender, random: RandomSource): Cast {
  if (names.female.length + names.male.length + names.family.length === 0) {
    throw new RangeError('the name pool is empty');
  }
  const used = new Set<string>();
  const draw = (list: readonly string[]): string => {
    const fresh = list.filter((name) => !used.has(name));
    const pool = fresh.length > 0 ? fresh : list;
    if (pool.length === 0) return '';
    const name = pickOne(pool, random);
    used.add(name);
    return name;
  };
  const person = (gender: Gender): Person => ({
    first: draw(firstNames(names, gender)),
    family: draw(names.family),
    gender,
  });
  const lead = person(leadGender);
  const second = person(other(leadGender));
  const third = person(random() < 0.5 ? 'feminine' : 'masculine');
  return { lead, second, third };
}

/** "Inès Garnier", or the part that exists. */
export function fullName(person: Person): string {
  return [person.first, person.family].filter(Boolean).join(' ');
}

/** The name used after the first mention. */
export function shortName(person: Person): string {
  return person.first || person.family;
}

/**
 * The cast of a developed idea: its parent's characters, in the order the parent introduced
 * them; the roles it lacks are drawn as pickCast would.
 */
export function castOf(
  kept: readonly Person[],
  names: NameChoices,
  leadGender: Gender,
  random: RandomSource,
): Cast {
  const drawn = pickCast(names, leadGender, random);
  const [lead = drawn.lead, second = drawn.second, third = drawn.third] = kept;
  return { lead, second, third };
}

/**
 * A character known by a full name ("first family", as core's fullNamesIn finds them in a
 * text). The list the first name sits in, in any language's pool, says the gender, else
 * `fallback`.
 */
export function personNamed(name: string, fallback: Gender): Person {
  const [first = '', ...family] = name.split(' ');
  return { first, family: family.join(' '), gender: genderOfFirstName(first) ?? fallback };
}

/** The gender of the name-pool list a first name sits in, in any language; none if in none. */
export function genderOfFirstName(first: string): Gender | undefined {
  const pools = Object.values(NAME_POOLS);
  if (pools.some((pool) => pool.female.includes(first))) return 'feminine';
  if (pools.some((pool) => pool.male.includes(first))) return 'masculine';
  return undefined;
}

import type { RandomSource } from '../../../genres/random-genres';
import type { Gender, NameChoices } from '../../generation-options';
import type { Cast, Person } from '../pick-cast';
import { pickOne } from '../seeded-random';
import type { BriefReading } from './read-brief';

/** A person of another gender, with a first name of the list of that gender not yet used. */
function regendered(
  person: Person,
  gender: Gender,
  names: NameChoices,
  taken: ReadonlySet<string>,
  random: RandomSource,
): Person {
  if (person.gender === gender) return person;
  const list = gender === 'feminine' ? names.female : names.male;
  const fresh = list.filter((name) => !taken.has(name));
  const first = fresh.length > 0 ? pickOne(fresh, random) : person.first;
  return { ...person, first, gender };
}

/**
 * The cast as the notes give it: the lead named as the writer names them, of the gender
 * their name or their trade says ("une guérisseuse"), and the second of the gender of
 * their tie to the lead ("sa petite-fille"). People the request keeps (`kept`, by place in
 * the cast) stay as they are.
 */
export function castFromBrief(
  cast: Cast,
  reading: BriefReading,
  names: NameChoices,
  random: RandomSource,
  kept: readonly [boolean, boolean] = [false, false],
): Cast {
  const taken = new Set([cast.lead.first, cast.second.first, cast.third.first]);
  let { lead, second } = cast;
  if (!kept[0]) {
    const name = reading.lead.name;
    const gender = name?.gender ?? reading.lead.gender ?? lead.gender;
    lead = name
      ? { ...lead, first: name.text, gender }
      : regendered(lead, gender, names, taken, random);
  }
  if (!kept[1] && reading.tie) {
    second = regendered(second, reading.tie.gender, names, new Set([...taken, lead.first]), random);
  }
  return { ...cast, lead, second };
}

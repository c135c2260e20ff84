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
  const { name } = reading.lead;
  // A name of the other gender than the lead's trade says is another person's ("un luthier
  // muet, une femme qui s'appelle Agathe"): the second's, unless a tie says otherwise.
  const tradeGender = reading.lead.gender;
  const othersName =
    name?.gender !== undefined &&
    tradeGender !== undefined &&
    name.gender !== tradeGender &&
    (reading.tie === undefined || reading.tie.gender === name.gender);
  if (!kept[0]) {
    const gender = (othersName ? tradeGender : (name?.gender ?? tradeGender)) ?? lead.gender;
    lead =
      name && !othersName
        ? { ...lead, first: name.text, gender }
        : regendered(lead, gender, names, taken, random);
  }
  if (!kept[1] && name && othersName) {
    second = { ...second, first: name.text, gender: name.gender ?? second.gender };
  } else if (!kept[1] && (reading.tie || reading.second?.gender)) {
    const gender = reading.tie?.gender ?? reading.second?.gender ?? second.gender;
    second = regendered(second, gender, names, new Set([...taken, lead.first]), random);
  }
  return { ...cast, lead, second };
}

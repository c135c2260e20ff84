import type { RandomSource } from '../../genres/random-genres';
import type { Language } from '../../i18n/languages';
import { chance, pickDistinct, pickOne } from './seeded-random';
import type { StoryPlan } from './story-plan';

/**
 * A short digest of a table entry or a template, as a plan records what it was written
 * from (StoryPlan.used): FNV-1a on 32 bits, in base 36. Two entries sharing a digest only
 * means one is avoided a little more often than needed.
 */
export function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The phrases of a plan, as a plan written before `used` existed still tells them. */
function phrasesOf(plan: StoryPlan): string[] {
  return [
    plan.setting,
    plan.era,
    plan.object,
    plan.threat,
    plan.threatActions[0],
    plan.incident,
    plan.secret,
    plan.twist,
    plan.climax,
    plan.stake,
    plan.goal,
    plan.wound,
    plan.trait,
    plan.relation,
    ...plan.themes,
    ...plan.moods,
    ...plan.cast.map((person) => person.role),
  ].filter((phrase) => typeof phrase === 'string' && phrase !== '');
}

/**
 * What the writer's last ideas were written from (their plans, newest first), so that the
 * next one draws other entries of each table while it has any. A table entry's age is the
 * index of the newest plan that used it (0: the last idea), unused ones are the freshest;
 * a choice keeps only the freshest entries of its list. Plans record the digests of the
 * entries and templates their text shows (`used`); an older plan's phrases are matched as
 * they are, which finds the entries without agreement markers.
 */
export class RecentMemory {
  private readonly ages = new Map<string, number>();

  constructor(plans: readonly StoryPlan[] | undefined, language: Language) {
    (plans ?? []).forEach((plan, index) => {
      if (plan?.language !== language) return;
      const digests = [...(plan.used ?? []), ...phrasesOf(plan).map(digestOf)];
      for (const digest of digests) {
        if (!this.ages.has(digest)) this.ages.set(digest, index);
      }
    });
  }

  private readonly forms = new Map<string, readonly string[]>();

  /** How long ago an entry was used: Infinity when not in the recent plans. */
  ageOf(entry: string): number {
    let age = Number.POSITIVE_INFINITY;
    for (const form of this.formsOf(entry)) age = Math.min(age, this.ages.get(form) ?? age);
    return age;
  }

  /**
   * The digests an entry is known by: its own, and those of its masculine and feminine
   * forms when it has agreement markers (an older plan keeps the phrases as filled).
   */
  private formsOf(entry: string): readonly string[] {
    let forms = this.forms.get(entry);
    if (!forms) {
      const marker = /<([^<>{}|]*)\|([^<>{}|@]*)(?:@\w+)?>/g;
      forms = entry.includes('<')
        ? [entry, entry.replace(marker, '$1'), entry.replace(marker, '$2')].map(digestOf)
        : [digestOf(entry)];
      this.forms.set(entry, forms);
    }
    return forms;
  }

  /** The age of the freshest entries of a list (-1 when the list is empty). */
  freshness(list: readonly string[]): number {
    let best = -1;
    for (const entry of list) best = Math.max(best, this.ageOf(entry));
    return best;
  }

  /** The entries of a list that were used least recently (all of them when none was). */
  freshest<T extends string>(list: readonly T[]): T[] {
    const best = this.freshness(list);
    return list.filter((entry) => this.ageOf(entry) === best);
  }

  /** One of the freshest entries. */
  pick<T extends string>(list: readonly T[], random: RandomSource): T {
    return pickOne(this.freshest(list), random);
  }

  /**
   * From `primary` with probability `p`, otherwise from `fallback`, as pickEither, but a
   * list whose entries are all less fresh than the other's gives way to it.
   */
  pickEither<T extends string>(
    primary: readonly T[],
    fallback: readonly T[],
    p: number,
    random: RandomSource,
  ): T {
    const first = this.freshness(primary);
    const second = this.freshness(fallback);
    if (first > second) return this.pick(primary, random);
    if (second > first) return this.pick(fallback, random);
    if (primary.length > 0 && (fallback.length === 0 || chance(p, random))) {
      return this.pick(primary, random);
    }
    return this.pick(fallback, random);
  }

  /** `count` distinct entries, the freshest first (pickDistinct within each age). */
  pickDistinct<T extends string>(list: readonly T[], count: number, random: RandomSource): T[] {
    const byAge = new Map<number, T[]>();
    for (const entry of new Set(list)) {
      const age = this.ageOf(entry);
      byAge.set(age, [...(byAge.get(age) ?? []), entry]);
    }
    const picked: T[] = [];
    for (const age of [...byAge.keys()].sort((a, b) => b - a)) {
      if (picked.length >= count) break;
      picked.push(...pickDistinct(byAge.get(age) ?? [], count - picked.length, random));
    }
    return picked;
  }
}

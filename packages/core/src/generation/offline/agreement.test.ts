import { describe, expect, it } from 'vitest';
import type { Gender } from '../generation-options';
import { NAME_POOLS } from '../name-pools';
import { type Agreement, fillTemplate } from './fill-template';
import { englishPack } from './languages/en/index';
import { spanishPack } from './languages/es/index';
import { frenchPack } from './languages/fr/index';
import type { LanguagePack } from './languages/language-pack';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

/** An entry filled for a person of one gender (period tag aside). */
function filled(entry: string, gender: Agreement): string {
  return fillTemplate(entry.replace(/^\S+\+ /, ''), {
    slots: {},
    genders: { '': gender },
    random: () => 0,
  });
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
  );

/** Words of the other gender's form that this gender's form does not have. */
function otherGenderWords(entry: string, gender: Agreement): string[] {
  const own = wordsOf(filled(entry, gender));
  return [...wordsOf(filled(entry, gender === 'f' ? 'm' : 'f'))].filter((word) => !own.has(word));
}

/** Every trade a person may hold, in all the tables of a pack. */
function rolesOf(pack: LanguagePack): string[] {
  return [
    ...new Set([
      ...pack.lexicon.roles,
      ...pack.lexicon.villainRoles,
      ...Object.values(pack.families).flatMap((family) => family.roles),
      ...Object.values(pack.eras).flatMap((era) => era.roles),
    ]),
  ];
}

/** A complement that names something else: a determiner after de, sur, à, sin... */
const COMPLEMENT =
  /\s(?:de|del|du|des|d['’]|sur|sans|sin|a|à|al|au|aux|en)\s?(?:un|une|una|unos|unas|el|la|le|les|los|las|l['’]|su|sus|son|sa|ses|trois|tres|sept|siete)?\b/u;
const DETERMINER =
  /\s(?:un|une|una|el|la|le|les|los|las|del|du|au|aux|al)\s|\s(?:d['’]une?\s|l['’])/u;

describe.each([
  ['French', frenchPack],
  ['Spanish', spanishPack],
] as const)('%s agreement of trades and traits', (_name, pack) => {
  const { grammar, lexicon } = pack;
  const roles = rolesOf(pack);
  const genders: Agreement[] = ['m', 'f'];

  it('fills every trade and trait, for a man and a woman, with no marker left and no form of the other gender', () => {
    expect(roles.length).toBeGreaterThan(150);
    for (const gender of genders) {
      for (const role of roles) {
        for (const trait of lexicon.traits) {
          const text = grammar.finish(
            grammar.withTrait(filled(role, gender), filled(trait, gender)),
          );
          expect(text, `${role} + ${trait}`).not.toMatch(/[<>{}|@]/);
          const words = wordsOf(text);
          for (const other of [
            ...otherGenderWords(role, gender),
            ...otherGenderWords(trait, gender),
          ]) {
            expect(words.has(other), `${text}: "${other}" is the other gender's`).toBe(false);
          }
        }
      }
    }
  });

  it('never puts a trait after a complement naming something else, where it would read as its', () => {
    for (const gender of genders) {
      for (const role of roles) {
        const person = filled(role, gender);
        const complement = COMPLEMENT.exec(person);
        if (!complement || !DETERMINER.test(person.slice(complement.index))) continue;
        for (const trait of lexicon.traits) {
          const short = filled(trait, gender);
          const text = grammar.withTrait(person, short);
          // Either between the trade and its complement, or after a comma.
          expect(
            text.endsWith(` ${short}`) && !text.endsWith(`, ${short}`),
            `${text} (${role})`,
          ).toBe(false);
        }
      }
    }
  });
});

describe('the trait of a trade with a complement', () => {
  it('comes between the trade and its complement in Spanish and French', () => {
    const es = (role: string, trait: string, gender: Agreement) =>
      spanishPack.grammar.finish(
        spanishPack.grammar.withTrait(filled(role, gender), filled(trait, gender)),
      );
    expect(es('segund<o|a> de a bordo de un ballenero', 'supersticios<o|a>', 'f')).toBe(
      'segunda de a bordo supersticiosa de un ballenero',
    );
    expect(es('segund<o|a> de a bordo de un ballenero', 'supersticios<o|a>', 'm')).toBe(
      'segundo de a bordo supersticioso de un ballenero',
    );
    expect(es('<hijo|hija> del molinero', 'impulsiv<o|a>', 'f')).toBe(
      'hija impulsiva del molinero',
    );
    // A compound trade keeps its trait after it; a clause follows a comma.
    expect(es('jugador<|a> de cartas', 'supersticios<o|a>', 'f')).toBe(
      'jugadora de cartas supersticiosa',
    );
    expect(es('<hijo|hija> del molinero', 'que nunca sonríe', 'f')).toBe(
      'hija del molinero, que nunca sonríe',
    );
    const fr = (role: string, trait: string, gender: Agreement) =>
      frenchPack.grammar.finish(
        frenchPack.grammar.withTrait(filled(role, gender), filled(trait, gender)),
      );
    expect(fr('second<|e> sur un baleinier', 'superstitieu<x|se>', 'f')).toBe(
      'seconde superstitieuse sur un baleinier',
    );
    expect(fr("gardien<|ne> d'un sanctuaire oublié", 'méfiant<|e>', 'm')).toBe(
      'gardien méfiant d’un sanctuaire oublié',
    );
    expect(fr('joueu<r|se> de cartes', 'méfiant<|e>', 'f')).toBe('joueuse de cartes méfiante');
  });
});

describe.each([
  ['fr', frenchPack],
  ['es', spanishPack],
] as const)('the people of a built-in idea in %s', (language, pack) => {
  /** The form of a table entry this phrase is, with the gender it agrees with. */
  function formOf(phrase: string, entries: readonly string[]): Agreement | 'both' | undefined {
    for (const entry of entries) {
      const m = filled(entry, 'm');
      const f = filled(entry, 'f');
      if (phrase === m && phrase === f) return 'both';
      if (phrase === m) return 'm';
      if (phrase === f) return 'f';
    }
    return undefined;
  }

  it('hold trades and traits agreeing with each of them, lead, ally and adversary', () => {
    const roles = rolesOf(pack);
    const genders: Gender[] = ['feminine', 'masculine'];
    let checked = 0;
    for (let seed = 0; seed < 200; seed++) {
      const leadGender = genders[seed % 2] as Gender;
      const { plan } = writeOfflineIdea(
        {
          language,
          mode: 'quick',
          style: 'moderne',
          genres: [
            { id: seed % 3 ? 'epic-fantasy' : 'sea-adventure', name: 'x', description: '' },
            { id: 'historical-romance', name: 'y', description: '' },
          ],
          leadGender,
          names: NAME_POOLS[language],
          recentTitles: [],
          creativityWarning: seed % 4 === 0,
        },
        createSeededRandom(seed),
      );
      for (const person of plan.cast) {
        const form = formOf(person.role, roles);
        expect(form, person.role).toBeDefined();
        if (form !== 'both')
          expect(form, person.role).toBe(person.gender === 'feminine' ? 'f' : 'm');
        checked += 1;
      }
      const trait = formOf(plan.trait, pack.lexicon.traits);
      if (trait !== undefined && trait !== 'both') {
        expect(trait, plan.trait).toBe(plan.cast[0].gender === 'feminine' ? 'f' : 'm');
      }
    }
    expect(checked).toBe(600);
  });
});

/** Every template string of a pack's tables, however deeply listed. */
function templatesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(templatesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(templatesOf);
  return [];
}

describe.each([
  [
    'fr',
    frenchPack,
    'fpD:rives|du Nil',
    [
      "Particularité : ce sont les rives qui racontent, avec la mémoire de tout ce qu'elles ont vu.",
      "Parti pris : les rives prennent la parole, témoins de tout ce qui s'y est joué.",
      'ce que les rives cachent depuis',
      'les rives deviennent des personnages à part entière',
    ],
  ],
  [
    'es',
    spanishPack,
    'fpD:trincheras|del Somme',
    [
      'Particularidad: son las trincheras quienes narran, con la memoria de todo lo que han visto.',
      'Apuesta narrativa: las trincheras toman la palabra, testigos de todo lo que allí ocurrió.',
      'lo que las trincheras esconden desde',
      'las trincheras se convierten en un personaje más',
    ],
  ],
  [
    'en',
    englishPack,
    'npD:banks|of the Nile',
    [
      'Told by the banks themselves, with the memory of everything they have seen.',
      'Narrative choice: the banks themselves speak, witnesses to everything that happened there.',
      'what the banks have been hiding',
      'the banks become characters in their own right',
    ],
  ],
] as const)('a plural place in %s', (_language, pack, place, expected) => {
  it('is the subject of verbs, pronouns and nouns in the plural', () => {
    const slots = new Proxy(pack.grammar.nounSlots('L', place, 'f'), {
      get: (known, slot: string) => known[slot] ?? `{${slot}}`,
    });
    const plural = templatesOf(pack.templates)
      .filter((template) => template.includes('#L>'))
      .map((template) =>
        fillTemplate(template, {
          slots,
          genders: { '': 'f', L: pack.grammar.genderOf(place), T: 'f' },
          plurals: new Set(['L']),
          random: () => 0,
        }),
      );
    for (const phrase of expected) {
      expect(
        plural.some((text) => text.includes(phrase)),
        `${phrase}\n${plural.join('\n')}`,
      ).toBe(true);
    }
  });
});

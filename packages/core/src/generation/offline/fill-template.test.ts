import { describe, expect, it } from 'vitest';
import { fillTemplate, type TemplateContext } from './fill-template';
import { createSeededRandom } from './seeded-random';

function context(overrides: Partial<TemplateContext> = {}): TemplateContext {
  return {
    slots: { p: 'Inès', S: 'Malik Roux' },
    genders: { '': 'f', P: 'f', S: 'm' },
    random: createSeededRandom(1),
    ...overrides,
  };
}

describe('fillTemplate', () => {
  it('fills slots and agrees with the default entity and with marked ones', () => {
    expect(fillTemplate('{p} est partie<|e>, <il|elle@S> est resté<|e@S>', context())).toBe(
      'Inès est partiee, il est resté',
    );
    expect(fillTemplate('<Seul|Seule@S> {S}', context())).toBe('Seul Malik Roux');
  });

  it('draws one alternative, nested constructs included, the same way for the same seed', () => {
    const template = '{un {soir|matin}|une <nuit|nuit>} avec {S}';
    const first = fillTemplate(template, context());
    expect([
      'un soir avec Malik Roux',
      'un matin avec Malik Roux',
      'une nuit avec Malik Roux',
    ]).toContain(first);
    expect(fillTemplate(template, context())).toBe(first);
    expect(fillTemplate('{|, dit-on}', context({ random: () => 0 }))).toBe('');
  });

  it('agrees with the number of an entity, gender markers nested inside', () => {
    const template = "ce qu'<<il|elle@L> a|<ils|elles@L> ont#L> vu";
    const genders = { '': 'f', L: 'f' } as const;
    expect(fillTemplate(template, context({ genders }))).toBe("ce qu'elle a vu");
    expect(fillTemplate(template, context({ genders, plurals: new Set(['L']) }))).toBe(
      "ce qu'elles ont vu",
    );
    expect(() => fillTemplate('<a|b|c#L>', context())).toThrow(/number marker/);
  });

  it('throws on an unknown slot or entity, which the grammar tests then catch', () => {
    expect(() => fillTemplate('{nobody}', context())).toThrow(/unknown template slot/);
    expect(() => fillTemplate('<a|b@Z>', context())).toThrow(/unknown agreement entity/);
    expect(() => fillTemplate('{open', context())).toThrow(/unbalanced/);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt';

describe('excerptOf', () => {
  it('keeps a text that fits whole, its spaces folded', () => {
    expect(excerptOf('Un phare\n\nen  Bretagne.', 40)).toBe('Un phare en Bretagne.');
  });

  it.each([
    ['fr', 'Face à eux, ils ne reculent pas devant la tempête', 11, 'Face à eux…'],
    ['fr', 'Il hésite ; puis il part vers le phare', 10, 'Il hésite…'],
    ['fr', 'Elle demande : « Qui veille sur le phare ? »', 15, 'Elle demande…'],
    ['fr', 'Qui veille ? Personne ne le sait', 12, 'Qui veille…'],
    ['en', 'The keeper waits; the storm does not', 17, 'The keeper waits…'],
    ['en', 'She knows the truth — and it hurts', 20, 'She knows the truth…'],
    ['en', 'He left (without a word) at dawn', 10, 'He left…'],
    ['es', 'Ante ellos, nadie retrocede', 11, 'Ante ellos…'],
    ['es', 'Ella pregunta: ¿quién vigila el faro?', 20, 'Ella pregunta…'],
    ['es', 'Nadie lo sabe. ¡Nadie! Ni siquiera ella', 23, 'Nadie lo sabe. ¡Nadie…'],
  ])('in %s, cuts %j after a word, without hanging punctuation', (_language, text, max, cut) => {
    expect(excerptOf(text, max)).toBe(cut);
  });

  it('cuts a single long word at the length', () => {
    expect(excerptOf('Anticonstitutionnellement', 10)).toBe('Anticonsti…');
  });

  it('never ends in punctuation before its ellipsis, nor exceeds the length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 5, max: 200 }), (text, max) => {
        const excerpt = excerptOf(text, max);
        expect(excerpt.length).toBeLessThanOrEqual(max + 1);
        if (excerpt.endsWith('…') && excerpt.length > 1) {
          expect(excerpt.slice(0, -1)).not.toMatch(/[\s,;:!?(«]$/u);
        }
      }),
    );
  });
});

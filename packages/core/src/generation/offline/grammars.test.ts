import { describe, expect, it } from 'vitest';
import { englishGrammar } from './languages/en/grammar';
import { spanishGrammar } from './languages/es/grammar';
import { frenchGrammar } from './languages/fr/grammar';

describe('French grammar', () => {
  it('elides before a vowel or a mute h, not before an aspirated h', () => {
    expect(frenchGrammar.finish('la lettre de Inès que il garde')).toBe(
      'la lettre d’Inès qu’il garde',
    );
    expect(frenchGrammar.nounSlots('X', 'f:horloge', 'f')['X.def']).toBe("l'horloge");
    expect(frenchGrammar.nounSlots('X', 'm:hameau', 'f')['X.def']).toBe('le hameau');
    expect(frenchGrammar.finish('lorsque Yves vient, de Yasmine')).toBe(
      'lorsqu’Yves vient, de Yasmine',
    );
  });

  it('contracts à and de with the definite article', () => {
    const slots = frenchGrammar.placeSlots('L', 'dans>m:phare|désaffecté', 'f');
    expect(slots.L).toBe('dans un phare désaffecté');
    expect(slots['L.of']).toBe('du phare');
    expect(slots['L.to']).toBe('au phare');
    expect(frenchGrammar.placeSlots('L', 'à>fpD:marches|de l’empire', 'f').L).toBe(
      'aux marches de l’empire',
    );
    expect(frenchGrammar.of('le silence de son père')).toBe('du silence de son père');
  });

  it('uses French typography and title case', () => {
    expect(frenchGrammar.finish('Particularité : et si ?')).toBe(
      'Particularité\u00a0: et si\u00a0?',
    );
    expect(frenchGrammar.title('le silence du phare')).toBe('Le Silence du phare');
    expect(frenchGrammar.title('une ombre pour Inès')).toBe('Une ombre pour Inès');
    expect(frenchGrammar.list(['a', 'b', 'c'])).toBe('a, b et c');
  });
});

describe('Spanish grammar', () => {
  it('contracts de el and a el, and changes y and o before the same sound', () => {
    expect(spanishGrammar.nounSlots('X', 'm:faro', 'f')['X.of']).toBe('del faro');
    expect(spanishGrammar.nounSlots('X', 'f^:alma', 'f')['X.def']).toBe('el alma');
    expect(spanishGrammar.finish('Malik y Inés, siete o ocho, a el pueblo, de él')).toBe(
      'Malik e Inés, siete u ocho, al pueblo, de él',
    );
    expect(spanishGrammar.finish('agua y hielo')).toBe('agua y hielo');
  });
});

describe('English grammar', () => {
  it('chooses a or an by sound', () => {
    expect(englishGrammar.finish('a apothecary, a university, a hour, a one-eyed cat')).toBe(
      'an apothecary, a university, an hour, a one-eyed cat',
    );
  });

  it('title-cases titles and keeps proper genre names capitalised in a sentence', () => {
    expect(englishGrammar.title('the silence of the lighthouse')).toBe(
      'The Silence of the Lighthouse',
    );
    expect(englishGrammar.genreInText('Arthurian fantasy')).toBe('Arthurian fantasy');
    expect(englishGrammar.genreInText('Cozy mystery')).toBe('cozy mystery');
    expect(englishGrammar.list(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});

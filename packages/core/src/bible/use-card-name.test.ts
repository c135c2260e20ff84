import { describe, expect, it } from 'vitest';
import { withCardName } from './use-card-name';

const drift = { found: 'Semuel', expected: 'Samuel' };

describe('the card’s name written for a name that drifted', () => {
  it('replaces every whole word in the title and the description, possessives kept', () => {
    const text = {
      title: 'Le Secret de Semuel',
      description:
        "Semuel Okafor part. Semuel's boat, Semuel’s oar; «Semuel!» (Semuel) — Semuel.\nSemuel",
    };
    expect(withCardName(text, drift, 'en')).toEqual({
      title: 'Le Secret de Samuel',
      description:
        "Samuel Okafor part. Samuel's boat, Samuel’s oar; «Samuel!» (Samuel) — Samuel.\nSamuel",
    });
  });

  it('leaves longer words, other cases and other letters around it alone', () => {
    const text = {
      title: 'Semuelson',
      description: 'Semuelle, ÉSemuel, semuel, SEMUEL, Semuel2 et Semuel_ ne changent pas.',
    };
    expect(withCardName(text, drift, 'fr').description).toBe(
      'Semuelle, ÉSemuel, semuel, SEMUEL, Semuel2 et Samuel_ ne changent pas.',
    );
    expect(withCardName(text, drift, 'fr').title).toBe('Semuelson');
  });

  it('reads letters of any script and accents as letters, composed or not', () => {
    const elise = { found: 'Elise', expected: 'Élise' };
    const text = {
      title: 'Elise',
      description: 'Elisée, Eliseš, 日Elise, Elise日 ; Elise, d’Elise et de Elise.',
    };
    expect(withCardName(text, elise, 'fr')).toEqual({
      title: 'Élise',
      description: 'Elisée, Eliseš, 日Elise, Elise日 ; Élise, d’Élise et d’Élise.',
    });
    const decomposed = { found: 'E\u0301lyse', expected: 'Élise' };
    expect(
      withCardName({ title: 'E\u0301lyse', description: 'E\u0301lyse\u0301s' }, decomposed, 'fr'),
    ).toEqual({
      title: 'Élise',
      description: 'E\u0301lyse\u0301s',
    });
  });

  it('makes the little words before it follow the new name in French and Spanish', () => {
    expect(
      withCardName(
        { title: 'T', description: 'Le chat de Ines et celui qu’Ines aime.' },
        { found: 'Ines', expected: 'Paul' },
        'fr',
      ).description,
    ).toBe('Le chat de Paul et celui que Paul aime.');
    expect(
      withCardName(
        { title: 'T', description: 'Marta y Ysabel, Ana o Osvaldo.' },
        { found: 'Ysabel', expected: 'Isabel' },
        'es',
      ).description,
    ).toBe('Marta e Isabel, Ana u Osvaldo.');
  });

  it('writes the card’s name as it is, whatever it holds', () => {
    const text = { title: 'Semuel', description: 'Semuel part.' };
    expect(withCardName(text, { found: 'Semuel', expected: '$&$1 O’Brien' }, 'en')).toEqual({
      title: '$&$1 O’Brien',
      description: '$&$1 O’Brien part.',
    });
  });
});

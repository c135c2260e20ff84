import { describe, expect, it } from 'vitest';
import { languageOfIdea } from './language-of-idea';
import { WELL_FORMED } from './misbehaving-answers.fixture';

describe('languageOfIdea', () => {
  it('reads the language of every well-formed idea, quick and structured', () => {
    for (const [language, ideas] of Object.entries(WELL_FORMED)) {
      for (const [kind, idea] of Object.entries(ideas)) {
        expect(languageOfIdea(idea), `${language} ${kind}`).toBe(language);
      }
    }
  });

  it('reads short ideas by their words', () => {
    expect(languageOfIdea('Le Phare\n\nLa gardienne veille sur l’île depuis la tempête.')).toBe(
      'fr',
    );
    expect(languageOfIdea('The Lighthouse\n\nThe keeper watches over the island.')).toBe('en');
    expect(languageOfIdea('El faro\n\nLa guardiana vigila la isla desde la tormenta.')).toBe('es');
  });

  it('falls back to French, the default, when the text says nothing', () => {
    expect(languageOfIdea('')).toBe('fr');
    expect(languageOfIdea('1234')).toBe('fr');
  });
});

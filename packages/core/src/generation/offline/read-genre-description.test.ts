import { describe, expect, it } from 'vitest';
import { englishGrammar } from './languages/en/grammar';
import { frenchGrammar } from './languages/fr/grammar';
import { readGenreDescription } from './read-genre-description';

describe('reading a genre description', () => {
  it('takes the list before the colon as ingredients and the clause after as the promise', () => {
    const reading = readGenreDescription(
      'The full moon, the bite, the beast awakening: a transformation story; more follows. Then this.',
      englishGrammar.inline,
    );
    expect(reading).toEqual({
      ingredients: 'the full moon, the bite, the beast awakening',
      promise: 'a transformation story',
    });
  });

  it('takes a first clause that is no list as the promise', () => {
    expect(
      readGenreDescription(
        'Crime told from the side of losers, with no promise of justice; fate grinds them down.',
        englishGrammar.inline,
      ),
    ).toEqual({ promise: 'crime told from the side of losers, with no promise of justice' });
    expect(
      readGenreDescription('Le vampire en prédateur : une soif de sang.', frenchGrammar.inline),
    ).toEqual({ promise: 'le vampire en prédateur' });
  });

  it('keeps the capital of a name and reads nothing from an empty description', () => {
    expect(
      readGenreDescription('Rome, its legions, its slaves: an empire.', frenchGrammar.inline),
    ).toEqual({ ingredients: 'Rome, its legions, its slaves', promise: 'an empire' });
    expect(readGenreDescription('', englishGrammar.inline)).toEqual({});
  });
});

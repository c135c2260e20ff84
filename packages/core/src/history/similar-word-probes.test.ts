import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pgTrigram, similarWordProbes } from './similar-word-probes';
import { isSimilarWord } from './word-similarity';

/** A word's trigrams as history_word_trigrams holds them (pg_trgm's show_trgm). */
function trigramsOf(word: string): Set<string> {
  const letters = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at++) {
    found.add(pgTrigram(letters.slice(at, at + 3).join('')));
  }
  return found;
}

/** Whether a word would be among the candidates looked up for a term. */
function foundBy(probes: string[], word: string): boolean {
  const trigrams = trigramsOf(word);
  return probes.some((probe) => trigrams.has(probe));
}

/** Every string one edit (of the four kinds) away from `word`, over `alphabet`. */
function* oneEditFrom(word: string, alphabet: string[]): Generator<string> {
  for (let at = 0; at <= word.length; at++) {
    for (const letter of alphabet) yield `${word.slice(0, at)}${letter}${word.slice(at)}`;
  }
  for (let at = 0; at < word.length; at++) {
    yield `${word.slice(0, at)}${word.slice(at + 1)}`;
    for (const letter of alphabet) yield `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
    if (at + 1 < word.length) {
      yield `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    }
  }
}

describe('pgTrigram', () => {
  it('keeps a trigram of three bytes as it is', () => {
    expect(pgTrigram('abc')).toBe('abc');
    expect(pgTrigram('  a')).toBe('  a');
    expect(pgTrigram('a1 ')).toBe('a1 ');
  });

  it('hashes a longer one as PostgreSQL 15 and PGlite show_trgm print it', () => {
    // show_trgm('straße') and show_trgm('мир'), on both drivers.
    expect(['raß', 'aße', 'ße '].map(pgTrigram)).toEqual(['0xde3801', '0x9a07c3', '0x76a40e']);
    expect(['  м', ' ми', 'мир', 'ир '].map(pgTrigram)).toEqual([
      '0x34e61d',
      '0xc7e732',
      '0xd4fb88',
      '0xeaced8',
    ]);
  });
});

describe('similarWordProbes', () => {
  it('chooses a few trigrams, mostly from inside the word', () => {
    expect(similarWordProbes('la')).toEqual([' la']);
    expect(similarWordProbes('apres')).toEqual([' ap', 'es ', 'pre']);
    expect(similarWordProbes('mensonge')).toHaveLength(12);
    expect(similarWordProbes('labyrinthe').length).toBeLessThanOrEqual(25);
    for (const term of ['anticonstitutionnellement', 'x'.repeat(60)]) {
      expect(similarWordProbes(term).length).toBeGreaterThan(0);
    }
  });

  it('finds a word two swaps away that shares no trigram with the term', () => {
    const shared = [...trigramsOf('abcdefg')].filter((trigram) =>
      trigramsOf('bacdfeg').has(trigram),
    );
    expect(shared).toEqual([]);
    expect(isSimilarWord('abcdefg', 'bacdfeg')).toBe(true);
    expect(foundBy(similarWordProbes('abcdefg'), 'bacdfeg')).toBe(true);
  });

  it.each([
    'a',
    'ab',
    'abc',
    'abcd',
    'abab',
    'abcde',
    'aabab',
    'abcdef',
    'abcdefg',
    'abcabca',
    'abcdefgh',
  ])('leads to every word within two slips of %s, or starting so', (term) => {
    const probes = similarWordProbes(term);
    const alphabet = [...new Set([...term, 'x', 'y'])];
    const seen = new Set([term]);
    let frontier = [term];
    for (let depth = 0; depth < 2; depth++) {
      const next: string[] = [];
      for (const word of frontier) {
        for (const near of oneEditFrom(word, alphabet)) {
          if (!seen.has(near)) {
            seen.add(near);
            next.push(near);
          }
        }
      }
      frontier = next;
    }
    let matched = 0;
    for (const near of seen) {
      for (const word of [near, `${near}x`, `${near}${term[0]}y`]) {
        if (word === '' || !isSimilarWord(term, word)) continue;
        matched++;
        if (!foundBy(probes, word)) expect.fail(`${word} is not found for ${term}`);
      }
    }
    expect(matched).toBeGreaterThan(0);
  });

  it('leads to every word a term matches, whatever its slips and its length', () => {
    const edit = fc.tuple(fc.nat(3), fc.nat(60), fc.constantFrom('a', 'b', 'c', 'x'));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[abcd]{1,30}$/),
        fc.array(edit, { maxLength: 9 }),
        fc.stringMatching(/^[abx]{0,3}$/),
        (term, edits, tail) => {
          let word = term;
          for (const [kind, at, letter] of edits) {
            const i = at % (word.length + 1);
            if (kind === 0) word = `${word.slice(0, i)}${letter}${word.slice(i + 1)}`;
            else if (kind === 1) word = `${word.slice(0, i)}${word.slice(i + 1)}`;
            else if (kind === 2) word = `${word.slice(0, i)}${letter}${word.slice(i)}`;
            else if (i + 1 < word.length) {
              word = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
            }
          }
          word += tail;
          fc.pre(word !== '' && isSimilarWord(term, word));
          expect(foundBy(similarWordProbes(term), word)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leads to words holding letters pg_trgm hashes', () => {
    for (const [term, word] of [
      ['øjran', 'ørjan'],
      ['strase', 'straße'],
      ['дмиртии', 'дмитрии'],
    ] as const) {
      expect(isSimilarWord(term, word)).toBe(true);
      expect(foundBy(similarWordProbes(term), word)).toBe(true);
    }
  });
});

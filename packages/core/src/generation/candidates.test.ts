import { describe, expect, it } from 'vitest';
import { CANDIDATES, candidateMarker, splitCandidates } from './candidates';

describe('splitCandidates', () => {
  it('cuts a batch at its marker lines, in the order written', () => {
    const raw = [0, 1, 2].map(
      (index) => `${candidateMarker(index)}\nTitle ${index}\n\nText ${index}.`,
    );
    expect(splitCandidates(raw.join('\n'))).toEqual([
      'Title 0\n\nText 0.\n',
      'Title 1\n\nText 1.\n',
      'Title 2\n\nText 2.',
    ]);
  });

  it('drops a preamble, and reads markers as models vary them', () => {
    const raw =
      'Here are three ideas:\n\n== Idea 1 ==\nA\n\n  ===IDEA 2===  \nB\n=== idea 3 ===\r\nC';
    expect(splitCandidates(raw)).toEqual(['A\n\n', 'B\n', 'C']);
  });

  it('finds no idea in a text without markers, and a partial last one while streaming', () => {
    expect(splitCandidates('Title\n\nText.')).toEqual([]);
    expect(splitCandidates(`${candidateMarker(0)}\nTitle\n\nThe sto`)).toEqual([
      'Title\n\nThe sto',
    ]);
    expect(CANDIDATES).toBe(3);
  });

  it('does not take a line that only mentions an idea for a marker', () => {
    expect(
      splitCandidates(`${candidateMarker(0)}\nThe IDEA 2 of it\n== not a marker`),
    ).toHaveLength(1);
  });
});

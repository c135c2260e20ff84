import { describe, expect, it } from 'vitest';
import { actRuns, moveBy, moveTo } from './beat-order';

describe('moving a beat', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves a beat down past the others, which keep their order', () => {
    expect(moveTo(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves a beat up', () => {
    expect(moveTo(ids, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order as it is for a place outside the list', () => {
    expect(moveTo(ids, 0, 4)).toEqual(ids);
    expect(moveTo(ids, -1, 2)).toEqual(ids);
  });

  it('moves a beat one place with the keyboard, and not past either end', () => {
    expect(moveBy(ids, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveBy(ids, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'a', -1)).toBeNull();
    expect(moveBy(ids, 'd', 1)).toBeNull();
    expect(moveBy(ids, 'z', 1)).toBeNull();
  });
});

describe('the acts of an outline', () => {
  it('groups the beats by act in the order of the list', () => {
    const runs = actRuns([{ act: 1 }, { act: 2 }, { act: 2 }, { act: 3 }]);
    expect(runs.map((run) => [run.act, run.start, run.beats.map((entry) => entry.index)])).toEqual([
      [1, 0, [0]],
      [2, 1, [1, 2]],
      [3, 3, [3]],
    ]);
  });

  it('shows a beat moved among another act’s beats where it now is', () => {
    const runs = actRuns([{ act: 1 }, { act: 2 }, { act: 1 }, { act: 2 }]);
    expect(runs.map((run) => run.act)).toEqual([1, 2, 1, 2]);
  });

  it('has no act without beats', () => {
    expect(actRuns([])).toEqual([]);
  });
});

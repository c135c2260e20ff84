import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './arrow-navigation';

describe('nextFocusIndex', () => {
  it.each([
    ['ArrowDown', 2, 3],
    ['ArrowUp', 2, 1],
    ['Home', 2, 0],
    ['End', 2, 4],
  ])('%s from item %i goes to item %i of five', (key, current, expected) => {
    expect(nextFocusIndex(key, current, 5)).toBe(expected);
  });

  it('stops at the ends instead of wrapping', () => {
    expect(nextFocusIndex('ArrowDown', 4, 5)).toBe(4);
    expect(nextFocusIndex('ArrowUp', 0, 5)).toBe(0);
  });

  it('enters the list at the first item going down and the last going up', () => {
    expect(nextFocusIndex('ArrowDown', -1, 5)).toBe(0);
    expect(nextFocusIndex('ArrowUp', -1, 5)).toBe(4);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextFocusIndex('Enter', 1, 5)).toBeNull();
    expect(nextFocusIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

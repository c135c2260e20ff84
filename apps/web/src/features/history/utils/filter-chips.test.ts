import { describe, expect, it } from 'vitest';
import { arrangeFilterChips, VISIBLE_FILTER_CHIPS } from './filter-chips';

const facets = Array.from({ length: 12 }, (_, index) => ({ label: `Genre ${index}`, count: 1 }));
const labels = (chips: { label: string }[]) => chips.map((chip) => chip.label);

describe('arrangeFilterChips', () => {
  it('shows eight chips and counts the rest behind "more"', () => {
    const { shown, hidden } = arrangeFilterChips(facets, 7, new Set(), false);
    expect(shown).toHaveLength(VISIBLE_FILTER_CHIPS);
    expect(hidden).toBe(4);
  });

  it('keeps one order for one seed, whatever order the facets arrive in', () => {
    const first = arrangeFilterChips(facets, 7, new Set(), true).shown;
    const again = arrangeFilterChips([...facets].reverse(), 7, new Set(), true).shown;
    expect(labels(again)).toEqual(labels(first));
  });

  it('orders the chips differently for different seeds', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        labels(arrangeFilterChips(facets, seed, new Set(), true).shown).join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('always shows the chips that are on, even past the first eight', () => {
    const all = labels(arrangeFilterChips(facets, 7, new Set(), true).shown);
    const last = all.at(-1) as string;
    const { shown, hidden } = arrangeFilterChips(facets, 7, new Set([last]), false);
    expect(labels(shown)).toContain(last);
    expect(shown).toHaveLength(VISIBLE_FILTER_CHIPS + 1);
    expect(hidden).toBe(3);
  });

  it('shows everything once expanded', () => {
    expect(arrangeFilterChips(facets, 7, new Set(), true)).toMatchObject({ hidden: 0 });
    expect(arrangeFilterChips(facets, 7, new Set(), true).shown).toHaveLength(12);
  });
});

import { describe, expect, it } from 'vitest';
import { readCross } from './cross-ideas';

describe('readCross', () => {
  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';
  const C = '00000000-0000-4000-8000-00000000000c';
  const D = '00000000-0000-4000-8000-00000000000d';

  it('takes two or three ideas, each keep list in the order of the elements', () => {
    expect(
      readCross([
        { from: A, keep: ['twist', 'lead'] },
        { from: B, keep: ['setting'] },
      ]),
    ).toEqual({ keeps: [['lead', 'twist'], ['setting']] });
    expect(
      readCross([
        { from: A, keep: [] },
        { from: B, keep: ['title'] },
        { from: C, keep: ['ending'] },
      ]),
    ).toEqual({ keeps: [[], ['title'], ['ending']] });
  });

  it('refuses one idea, four, or one idea twice', () => {
    expect(readCross([{ from: A, keep: ['lead'] }])).toEqual({ fault: 'crossCount' });
    const four = [A, B, C, D].map((from) => ({ from, keep: [] }));
    expect(readCross(four)).toEqual({ fault: 'crossCount' });
    expect(
      readCross([
        { from: A, keep: ['lead'] },
        { from: A, keep: ['setting'] },
      ]),
    ).toEqual({ fault: 'crossCount' });
  });

  it('refuses an unknown element, and one element kept from two ideas', () => {
    expect(
      readCross([
        { from: A, keep: ['lead', 'villain'] },
        { from: B, keep: [] },
      ]),
    ).toEqual({ fault: 'unknownElement' });
    expect(
      readCross([
        { from: A, keep: ['lead', 'setting'] },
        { from: B, keep: ['setting'] },
      ]),
    ).toEqual({ fault: 'crossConflict' });
  });
});

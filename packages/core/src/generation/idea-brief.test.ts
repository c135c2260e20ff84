import { describe, expect, it } from 'vitest';
import { BRIEF_AVOID_MAX, BRIEF_NOTES_MAX, isEmptyBrief, readBrief } from './idea-brief';

describe('readBrief', () => {
  it('keeps the notes, the things to avoid and an audience other than the default, trimmed', () => {
    expect(
      readBrief({ notes: '  Un phare en Bretagne ', avoid: ' la prophétie', audience: 'children' }),
    ).toEqual({
      brief: { notes: 'Un phare en Bretagne', avoid: 'la prophétie', audience: 'children' },
    });
    expect(readBrief({ audience: 'young-adults' })).toEqual({
      brief: { audience: 'young-adults' },
    });
  });

  it('reads no brief, blank texts and the default audience as an empty brief', () => {
    for (const value of [
      undefined,
      null,
      {},
      { notes: '   ', avoid: '' },
      { audience: 'adults' },
    ]) {
      const read = readBrief(value);
      expect(read).toEqual({ brief: {} });
      expect(isEmptyBrief('brief' in read ? read.brief : undefined)).toBe(true);
    }
  });

  it('accepts texts at their limits and refuses one character more', () => {
    expect(readBrief({ notes: 'a'.repeat(BRIEF_NOTES_MAX) })).toHaveProperty('brief');
    expect(readBrief({ notes: 'a'.repeat(BRIEF_NOTES_MAX + 1) })).toEqual({
      fault: 'notesTooLong',
    });
    expect(readBrief({ avoid: 'a'.repeat(BRIEF_AVOID_MAX) })).toHaveProperty('brief');
    expect(readBrief({ avoid: 'a'.repeat(BRIEF_AVOID_MAX + 1) })).toEqual({
      fault: 'avoidTooLong',
    });
  });

  it('refuses an unknown audience and values of the wrong type', () => {
    expect(readBrief({ audience: 'teenagers' })).toEqual({ fault: 'unknownAudience' });
    expect(readBrief({ audience: 3 })).toEqual({ fault: 'unknownAudience' });
    for (const value of ['notes', 42, [], { notes: 12 }, { avoid: ['x'] }, { notes: {} }]) {
      expect(readBrief(value)).toEqual({ fault: 'invalid' });
    }
  });

  it('refuses notes or things to avoid that hold NUL or a lone surrogate, and removes other controls', () => {
    expect(readBrief({ notes: 'a\u0000b' })).toEqual({ fault: 'invalidText' });
    expect(readBrief({ avoid: 'la prophétie\uD800' })).toEqual({ fault: 'invalidText' });
    expect(readBrief({ notes: 'un phare\u0007\u000Ben Bretagne\u001B' })).toEqual({
      brief: { notes: 'un phare\nen Bretagne' },
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnstorable, readText, storableText, withoutControls, xmlText } from './boundary-text';

/** XML 1.0's Char production, checked code point by code point. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

const codePoints = (value: string) => Array.from(value, (char) => char.codePointAt(0) ?? 0);

describe('readText', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDFFFb'],
    ['two surrogates in the wrong order', '\uDC00\uD800'],
  ])('refuses %s with invalidText', (_name, value) => {
    expect(readText(value)).toEqual({ fault: 'invalidText' });
  });

  it('keeps tabs, line breaks, accents, emoji (surrogate pairs) and bidi marks as they are', () => {
    const text = 'Élise\tà Cádiz\r\nSeñora 👩‍👩‍👧 \u202Eעברית\u202C\u2028fin';
    expect(readText(text)).toEqual({ text });
  });

  it('turns vertical tabs, form feeds and next lines into line feeds', () => {
    expect(readText('un\u000Bdeux\u000Ctrois\u0085quatre')).toEqual({
      text: 'un\ndeux\ntrois\nquatre',
    });
  });

  it('removes the other C0 and C1 controls (bell, escape, delete, C1)', () => {
    expect(readText('a\u0007b\u001Bc\u007Fd\u0080e\u009Ff\u0001')).toEqual({ text: 'abcdef' });
  });

  it('never returns a control character other than tab, line feed and carriage return', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        const read = readText(value);
        if ('fault' in read) {
          expect(isUnstorable(value)).toBe(true);
          return;
        }
        for (const codePoint of codePoints(read.text)) {
          const control = codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
          if (control) expect([0x9, 0xa, 0xd]).toContain(codePoint);
        }
      }),
    );
  });
});

describe('storableText', () => {
  it('drops NUL and lone surrogates instead of refusing, and settles the controls', () => {
    expect(storableText('Le\u0000 titre\uD800\u000Bsuite\u0007')).toBe('Le titre\nsuite');
  });

  it('is always storable and unchanged by withoutControls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        const stored = storableText(value);
        expect(isUnstorable(stored)).toBe(false);
        expect(withoutControls(stored)).toBe(stored);
      }),
    );
  });
});

describe('xmlText', () => {
  it('keeps only what XML 1.0 allows', () => {
    expect(xmlText('a\u0000b\u0007c\u000Bd\uD800e\uFFFEf\uFFFF\tg\nh\ri😀')).toBe(
      'abcdef\tg\nh\ri😀',
    );
  });

  it('returns only XML characters whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        expect(codePoints(xmlText(value)).every(isXmlChar)).toBe(true);
      }),
    );
  });

  it('changes nothing in a text readText accepted but C1 controls, which it already removed', () => {
    const text = 'Chapitre 1\n\tÉlise — « Où ? »\r\n';
    expect(xmlText(text)).toBe(text);
  });
});

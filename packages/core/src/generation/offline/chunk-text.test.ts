import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text';

describe('chunkText', () => {
  it('gives back exactly the text when the chunks are joined, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect([...chunkText(text)].join('')).toBe(text);
      }),
    );
  });

  it('cuts after punctuation and at line breaks, a few words at a time', () => {
    const chunks = [...chunkText('Titre\n\nUn, deux trois quatre cinq six. Fin\u00a0!')];
    expect(chunks).toEqual([
      'Titre',
      '\n\n',
      'Un, ',
      'deux trois quatre cinq ',
      'six. ',
      'Fin\u00a0!',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractTitle, isTitleLike } from './idea-title';

describe('isTitleLike', () => {
  it.each([
    ['La nuit des méduses', true],
    ['  The Last Lighthouse  ', true],
    ['El faro del fin del mundo', true],
    ['Le dernier « Oui »', true],
    ["O'Brien's Last Stand", true],
    ['Jour 2', true],
    ['x'.repeat(119), true],
    ['x'.repeat(120), false],
    ['x'.repeat(300), false],
    ['Elle ouvre la porte.', false],
    ['She opens the door.', false],
    ['Qui a tué Laura ?', false],
    ['¡Viva la revolución!', false],
    ['¿Quién llama?', false],
    ['Et si…', false],
    ['And then...', false],
    ['Il dit : « Viens. »', false],
    ['He said: "Come."', false],
    ['Voici une idée :', false],
    ['Here is your idea:', false],
    ['Aquí tienes una idea:', false],
    ['Elle hésite ;', false],
    ['', false],
    ['   ', false],
    ['---', false],
  ])('%j -> %s', (line, expected) => {
    expect(isTitleLike(line)).toBe(expected);
  });
});

describe('extractTitle', () => {
  it.each([
    ['La nuit des méduses\n\nÀ Brest, Awa...', 'La nuit des méduses'],
    ['# Title\n\nText.', 'Title'],
    ['## The Long Night\nText.', 'The Long Night'],
    ['Titre : La nuit\nTexte.', 'La nuit'],
    ['Titre\u00a0: La nuit\nTexte.', 'La nuit'],
    ['Title: The Long Night\nText.', 'The Long Night'],
    ['Título: El faro\nTexto.', 'El faro'],
    ['TITULO: El faro\nTexto.', 'El faro'],
    ['**Le dernier phare**\n\nTexte.', 'Le dernier phare'],
    ['**Titre :** « Le dernier phare »\nTexte.', 'Le dernier phare'],
    ['## **« Le dernier phare »**', 'Le dernier phare'],
    ['"The Long Night"\nText.', 'The Long Night'],
    ['“The Long Night”', 'The Long Night'],
    ["'The Long Night'", 'The Long Night'],
    ['*Les Ombres*\nTexte.', 'Les Ombres'],
    ["'Twas the Night", "'Twas the Night"],
    ['\n\n   La nuit\r\nTexte.', 'La nuit'],
    ['**Titre :**\nLa nuit\nTexte.', 'La nuit'],
    ['Voici une idée :\nLa nuit', null],
    ['Elle ouvre la porte. Tout commence.', null],
    [`${'Un très long titre '.repeat(8)}\nTexte.`, null],
    ['', null],
    ['\n  \n', null],
  ])('%j -> %j', (text, expected) => {
    expect(extractTitle(text)).toBe(expected);
  });

  it('never throws, and anything it returns passes the title heuristic', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const title = extractTitle(text);
        expect(title === null || isTitleLike(title)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const title = extractTitle(text);
        expect(title === null || isTitleLike(title)).toBe(true);
      }),
    );
  });

  it('handles markdown-like noise without throwing', () => {
    const noise = fc.constantFrom(
      '#',
      '*',
      '**',
      '_',
      '"',
      '«',
      '»',
      "'",
      ':',
      ' ',
      '\n',
      'a',
      '.',
    );
    fc.assert(
      fc.property(fc.array(noise, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const title = extractTitle(text);
        expect(title === null || isTitleLike(title)).toBe(true);
      }),
    );
  });
});

describe('isTitleLike on any string', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (line) => {
        expect(typeof isTitleLike(line)).toBe('boolean');
      }),
    );
  });
});

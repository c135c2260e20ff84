import { describe, expect, it } from 'vitest';
import { headingOf, splitIdea } from './split-idea';

describe('splitIdea', () => {
  it('takes the first line as the title and the rest as paragraphs', () => {
    expect(splitIdea('\nLe Phare\n\nUne gardienne.\nUn secret.\n\nFin.', 'fr')).toEqual({
      title: 'Le Phare',
      blocks: [
        { kind: 'paragraph', text: 'Une gardienne.\nUn secret.' },
        { kind: 'paragraph', text: 'Fin.' },
      ],
    });
  });

  it('renders the section names of the language as headings', () => {
    const text = 'The Lighthouse\n\nMain characters\nAda, a keeper.\nCentral conflict:\nThe sea.';
    expect(splitIdea(text, 'en').blocks).toEqual([
      { kind: 'heading', text: 'Main characters' },
      { kind: 'paragraph', text: 'Ada, a keeper.' },
      { kind: 'heading', text: 'Central conflict' },
      { kind: 'paragraph', text: 'The sea.' },
    ]);
  });

  it('recognises any language’s section names when the language is not known', () => {
    const text = 'El faro\n\nDetonante\nUna tormenta.\nMain characters\nAda.';
    expect(splitIdea(text).blocks).toEqual([
      { kind: 'heading', text: 'Detonante' },
      { kind: 'paragraph', text: 'Una tormenta.' },
      { kind: 'heading', text: 'Main characters' },
      { kind: 'paragraph', text: 'Ada.' },
    ]);
  });

  it('tolerates markdown marks on titles and headings', () => {
    const parts = splitIdea('# El faro\n## Detonante\n**Clímax:**\nTodo arde.', 'es');
    expect(parts.title).toBe('El faro');
    expect(parts.blocks).toEqual([
      { kind: 'heading', text: 'Detonante' },
      { kind: 'heading', text: 'Clímax' },
      { kind: 'paragraph', text: 'Todo arde.' },
    ]);
  });

  it('does not take a sentence that starts like a heading, or another language', () => {
    expect(headingOf('Enjeux de la nuit', 'fr')).toBeUndefined();
    expect(headingOf('Main characters', 'fr')).toBeUndefined();
    expect(headingOf('Enjeux', 'fr')).toBe('Enjeux');
  });

  it('gives nothing for an empty or not-yet-started text', () => {
    expect(splitIdea('', 'fr')).toEqual({ title: '', blocks: [] });
    expect(splitIdea('  \n', 'fr')).toEqual({ title: '', blocks: [] });
  });

  it('shows a partial first line as the title while it streams', () => {
    expect(splitIdea('Le Ph', 'fr')).toEqual({ title: 'Le Ph', blocks: [] });
  });
});

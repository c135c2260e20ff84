import { describe, expect, it } from 'vitest';
import { builtInIdea } from '../bible/test-ideas.fixture';
import { splitIdea } from '../generation/split-idea';
import { changeIdeaText, hasWords, ideaFromText, ideaTextOf, sameIdeaText } from './idea-text';

describe('an idea’s text as its writer edits it', () => {
  it('reads the title without an AI’s marks and the lines below it, headings kept', () => {
    const idea =
      '\n**Le Phare**\n\nPersonnages principaux\nAda, gardienne.\n\nPoint culminant\nLa tempête.\n';
    expect(ideaTextOf(idea)).toEqual({
      title: 'Le Phare',
      description: 'Personnages principaux\nAda, gardienne.\n\nPoint culminant\nLa tempête.',
    });
    expect(ideaTextOf('  \n ')).toEqual({ title: '', description: '' });
  });

  it('writes the title on one line, a blank line, then the description', () => {
    const idea = ideaFromText({
      title: '  Le  Phare\r\ndes brumes ',
      description: '\r\nAda veille.\r\n\r\nLa tempête vient.\n',
    });
    expect(idea).toBe('Le Phare des brumes\n\nAda veille.\n\nLa tempête vient.');
    expect(splitIdea(idea, 'fr')).toEqual({
      title: 'Le Phare des brumes',
      blocks: [
        { kind: 'paragraph', text: 'Ada veille.' },
        { kind: 'paragraph', text: 'La tempête vient.' },
      ],
    });
  });

  it.each(['fr', 'en', 'es'] as const)(
    'gives back a built-in idea in %s as the panel shows it, read then written',
    (language) => {
      for (const mode of ['quick', 'detailed', 'key-points'] as const) {
        const idea = builtInIdea(language, mode, 3).text;
        const again = ideaFromText(ideaTextOf(idea));
        expect(splitIdea(again, language)).toEqual(splitIdea(idea, language));
        expect(sameIdeaText(ideaTextOf(again), ideaTextOf(idea))).toBe(true);
      }
    },
  );

  it('tells an edit that changes nothing but spaces from one that changes a word', () => {
    const text = { title: 'Le Phare', description: 'Ada veille.' };
    expect(sameIdeaText(text, { title: ' Le  Phare ', description: 'Ada veille.\r\n' })).toBe(true);
    expect(sameIdeaText(text, { title: 'Le Phare', description: 'Ada dort.' })).toBe(false);
  });

  it('counts letters and digits of any script as words, not spaces or marks alone', () => {
    expect(hasWords('東京')).toBe(true);
    expect(hasWords('1984')).toBe(true);
    expect(hasWords(' \u200b…—# ')).toBe(false);
  });
});

describe('an edit of an idea’s text, and its restoring', () => {
  const engine = 'Le Phare\n\nAda veille.';
  const edit = (text: { title: string; description: string }) => ({ text });

  it('keeps the engine’s text at the first edit, and only that one', () => {
    const first = changeIdeaText(
      { idea: engine, original: null },
      edit({ title: 'Le Phare', description: 'Ada dort.' }),
    );
    expect(first).toEqual({ idea: 'Le Phare\n\nAda dort.', original: engine });
    const second = changeIdeaText(first, edit({ title: 'La Tour', description: 'Ada dort.' }));
    expect(second).toEqual({ idea: 'La Tour\n\nAda dort.', original: engine });
  });

  it('brings the engine’s text back on restore, or on an edit that gives it back', () => {
    const edited = { idea: 'La Tour\n\nAda dort.', original: engine };
    expect(changeIdeaText(edited, { restoreOriginal: true })).toEqual({
      idea: engine,
      original: null,
    });
    expect(
      changeIdeaText(edited, edit({ title: 'Le Phare ', description: 'Ada veille.\n' })),
    ).toEqual({ idea: engine, original: null });
  });

  it('leaves an unedited idea as it is, restored or saved unchanged, and any idea without a text change', () => {
    const unedited = { idea: engine, original: null };
    expect(changeIdeaText(unedited, { restoreOriginal: true })).toEqual(unedited);
    expect(
      changeIdeaText(unedited, edit({ title: 'Le Phare', description: 'Ada veille.' })),
    ).toEqual(unedited);
    const edited = { idea: 'La Tour\n\nAda dort.', original: engine };
    expect(changeIdeaText(edited, {})).toEqual(edited);
  });
});

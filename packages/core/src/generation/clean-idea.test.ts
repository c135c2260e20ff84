import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/languages';
import { checkIdea, detectLanguage } from './check-idea';
import { cleanIdea, isReasoning, visibleIdea, withoutReasoning } from './clean-idea';
import { MODES, type Mode, STYLES } from './generation-options';
import type { IdeaRequest } from './idea-request';
import { MISBEHAVING_ANSWERS, WELL_FORMED } from './misbehaving-answers.fixture';
import { NAME_POOLS } from './name-pools';
import { createSeededRandom } from './offline/seeded-random';
import { writeOfflineIdea } from './offline/write-offline-idea';

describe('the misbehaving answers', () => {
  it('hold at least 30 answers, in each language', () => {
    expect(MISBEHAVING_ANSWERS.length).toBeGreaterThanOrEqual(30);
    for (const language of LANGUAGES) {
      const count = MISBEHAVING_ANSWERS.filter((answer) => answer.language === language).length;
      expect(count, language).toBeGreaterThanOrEqual(8);
    }
  });

  for (const answer of MISBEHAVING_ANSWERS) {
    it(answer.name, () => {
      const cleaned = cleanIdea(answer.answer, answer.mode, answer.language);
      const fault = checkIdea(cleaned, answer.mode, answer.language, {
        finished: answer.finishReason === 'stop',
      });
      if ('cleaned' in answer.expected) {
        expect(cleaned).toBe(answer.expected.cleaned);
        expect(fault).toBeUndefined();
      } else {
        expect(fault).toBe(answer.expected.fault);
      }
    });
  }
});

describe('cleanIdea', () => {
  it('leaves a well-formed idea as it is', () => {
    for (const [language, ideas] of Object.entries(WELL_FORMED)) {
      for (const [kind, idea] of Object.entries(ideas)) {
        const mode = kind === 'quick' ? 'quick' : kind === 'keyPoints' ? 'key-points' : 'detailed';
        expect(cleanIdea(idea, mode, language as Language), `${language} ${kind}`).toBe(idea);
      }
    }
  });

  it('keeps a title that starts like a preamble but is not one', () => {
    const idea = `Voici la nuit\n\n${WELL_FORMED.fr.quick.split('\n\n')[1]}`;
    expect(cleanIdea(idea, 'quick', 'fr')).toBe(idea);
  });

  it('keeps prose that starts with the name of a section', () => {
    const idea =
      'Climax\n\nClimax of the season: the storm reaches the island, and Lea must choose.';
    expect(cleanIdea(idea, 'detailed', 'en')).toBe(idea);
  });

  it('keeps asterisks that are not emphasis', () => {
    const idea = 'Le Phare\n\nLa note est de 3 * 4 étoiles, dit-elle.';
    expect(cleanIdea(idea, 'quick', 'fr')).toBe(idea);
  });

  it('drops what no database stores (NUL, lone surrogates) and invisible controls from an answer', () => {
    const answer = 'Le Ph\u0000are\uD800\n\nLa gardienne\u0007 veille\u000Bsur l’île.';
    expect(cleanIdea(answer, 'quick', 'fr')).toBe('Le Phare\n\nLa gardienne veille\nsur l’île.');
  });
});

describe('reasoning blocks', () => {
  it('are held back while open, and dropped once closed', () => {
    expect(isReasoning('<think>Let me see')).toBe(true);
    expect(withoutReasoning('<think>Let me see')).toBe('');
    expect(isReasoning('<think>Done.</think>\nThe Title')).toBe(false);
    expect(withoutReasoning('<think>Done.</think>\nThe Title')).toBe('\nThe Title');
  });
});

describe('detectLanguage', () => {
  it('reads each language of the well-formed ideas', () => {
    for (const language of LANGUAGES) {
      expect(detectLanguage(WELL_FORMED[language].quick)).toBe(language);
      expect(detectLanguage(WELL_FORMED[language].keyPoints)).toBe(language);
    }
  });

  it('does not judge a text too short to tell', () => {
    expect(detectLanguage('Le Phare')).toBeUndefined();
  });

  it('names a language that is not ours', () => {
    expect(
      detectLanguage(
        'Der Leuchtturm der Vergessenen. Lea Marchand, Wärterin eines bretonischen Leuchtturms, entdeckt, dass sein Licht jede Nacht Schiffe anzieht, die vor einem Jahrhundert verschwunden sind.',
      ),
    ).toBe('deu');
  });

  it('keeps the language asked for when a short text scores a neighbour within a hair of it', () => {
    const spanish =
      'El secreto prohibido de Emiliano\nEmiliano Durán, librero, descubre a un polizón que no respira. Pero una familia que cierra filas ha jurado destruirlo. Emiliano va de todos modos.';
    expect(detectLanguage(spanish)).toBe('por');
    expect(detectLanguage(spanish, 'es')).toBe('es');
  });

  it('still reads a real neighbour when another language was asked for', () => {
    const portuguese =
      'O segredo proibido de Emiliano\nEmiliano Durão, livreiro, descobre um clandestino que não respira. Mas uma família que fecha fileiras jurou destruí-lo. Emiliano vai mesmo assim.';
    expect(detectLanguage(portuguese, 'es')).toBe('por');
  });
});

describe('the built-in engine', () => {
  const genres: IdeaRequest['genres'] = [
    { id: 'space-opera', name: 'Space opera', description: '' },
    { id: 'cozy-mystery', name: 'Cozy mystery', description: '' },
  ];

  it('writes ideas that pass every check, unchanged by the cleaner, in every mode, style and language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...MODES),
        fc.constantFrom(...STYLES),
        fc.constantFrom('feminine' as const, 'masculine' as const),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (language, mode, style, leadGender, seed) => {
          const { text: idea } = writeOfflineIdea(
            {
              language,
              mode,
              style,
              genres,
              leadGender,
              names: NAME_POOLS[language],
              recentTitles: [],
              creativityWarning: false,
            },
            createSeededRandom(seed),
          );
          expect(cleanIdea(idea, mode, language)).toBe(idea);
          expect(checkIdea(idea, mode, language, { finished: true })).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('visibleIdea', () => {
  /** Every prefix of an answer, as a stream delivers it character by character. */
  function shownWhileStreaming(answer: string, mode: Mode, language: Language): string[] {
    const shown: string[] = [];
    for (let end = 1; end <= answer.length; end++) {
      shown.push(visibleIdea(answer.slice(0, end), mode, language));
    }
    return shown;
  }

  it('shows nothing while reasoning, nor before the title line is complete', () => {
    expect(visibleIdea('<think>The user wants', 'quick', 'en')).toBe('');
    expect(visibleIdea('<think>Done.</think>\n**The Light', 'quick', 'en')).toBe('');
    expect(visibleIdea('Voici une idée :\n\n**Le Pha', 'quick', 'fr')).toBe('');
    expect(
      visibleIdea('**Le Phare des oubliés**\nLéa Marchand, gardienne d’un phare', 'quick', 'fr'),
    ).toBe('Le Phare des oubliés\nLéa Marchand, gardienne d’un phare');
  });

  it('holds back a line that may become a heading or markdown until it is complete', () => {
    expect(visibleIdea('The Light\n\nMain charac', 'key-points', 'en')).toBe('The Light');
    expect(visibleIdea('The Light\n\n**Main characters:** Lea', 'key-points', 'en')).toBe(
      'The Light',
    );
    expect(visibleIdea('The Light\n\nLea keeps the **lamp', 'quick', 'en')).toBe('The Light');
    expect(visibleIdea('The Light\n\nLea keeps the **lamp** lit', 'quick', 'en')).toBe(
      'The Light\n\nLea keeps the lamp lit',
    );
  });

  it('only grows while a misbehaving answer streams, as the start of the cleaned idea', () => {
    for (const answer of MISBEHAVING_ANSWERS) {
      if (!('cleaned' in answer.expected)) continue;
      const shown = shownWhileStreaming(answer.answer, answer.mode, answer.language);
      let previous = '';
      let grew = 0;
      for (const text of shown) {
        if (text.startsWith(previous)) grew++;
        previous = text.startsWith(previous) ? text : previous;
      }
      expect(grew / shown.length, answer.name).toBeGreaterThan(0.95);
      // The rest, held back until the answer ends, follows what was shown.
      expect(answer.expected.cleaned.startsWith(shown.at(-1) ?? ''), answer.name).toBe(true);
      expect(shown.join('\n'), answer.name).not.toMatch(/<think|\*\*|^#|Voici une|Here's a/mu);
    }
  });
});

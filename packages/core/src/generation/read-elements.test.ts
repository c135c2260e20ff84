import { describe, expect, it } from 'vitest';
import { cleanIdea, visibleIdea } from './clean-idea';
import { ELEMENTS_BLOCK_SHAPE, elementsBlockOf } from './elements-block';
import { ideaElementsSchema } from './idea-elements';
import { WELL_FORMED } from './misbehaving-answers.fixture';
import { NAME_POOLS } from './name-pools';
import { createSeededRandom } from './offline/seeded-random';
import { writeOfflineIdea } from './offline/write-offline-idea';
import { elementsInText, elementsOfAnswer, ideaElementsOf } from './read-elements';

/** A well-formed idea whose characters have names of the pools. */
const IDEA = WELL_FORMED.en.keyPoints
  .replaceAll('Lea Marchand', 'Grace Walsh')
  .replaceAll('Hugo Marchand', 'Liam Walsh')
  .replaceAll('Lea', 'Grace');

const block = (value: unknown) => `${IDEA}\n\n<elements>${JSON.stringify(value)}</elements>`;

describe('elementsInText', () => {
  it('reads the title and the full names, the first one named as the lead', () => {
    expect(elementsInText(IDEA)).toEqual({
      source: 'text',
      title: 'The Lighthouse of the Forgotten',
      lead: { name: 'Grace Walsh', role: null, gender: 'feminine' },
      cast: [{ name: 'Liam Walsh', role: null, gender: 'masculine' }],
      setting: null,
      conflict: null,
      twist: null,
      ending: null,
    });
  });

  it('has no lead when the text names nobody in full', () => {
    const elements = elementsInText('The Quiet Sea\n\nA keeper listens to the fog.');
    expect(elements.lead).toBeNull();
    expect(elements.cast).toEqual([]);
  });
});

describe('elementsOfAnswer', () => {
  it('takes the block of a model, checked against the idea', () => {
    const answer = block({
      lead: { name: 'Grace Walsh', role: 'lighthouse keeper' },
      cast: [
        { name: 'Liam Walsh', role: 'her brother' },
        { name: 'Nobody Here', role: 'a name the idea never gives' },
      ],
      setting: 'A Breton lighthouse,\n  in winter',
      conflict: 'Ghost ships or the living village',
      twist: 'x'.repeat(241),
      ending: 42,
    });
    const elements = elementsOfAnswer(
      cleanIdea(answer, 'key-points', 'en'),
      elementsBlockOf(answer),
    );
    expect(elements).toEqual({
      source: 'answer',
      title: 'The Lighthouse of the Forgotten',
      lead: { name: 'Grace Walsh', role: 'lighthouse keeper', gender: 'feminine' },
      cast: [{ name: 'Liam Walsh', role: 'her brother', gender: 'masculine' }],
      setting: 'A Breton lighthouse, in winter',
      conflict: 'Ghost ships or the living village',
      twist: null,
      ending: null,
    });
    expect(ideaElementsSchema.safeParse(elements).success).toBe(true);
  });

  it('reads a block in a code fence, and the lead from the text when the block has none', () => {
    const answer = `${IDEA}\n<elements>\n\`\`\`json\n{"setting": "A lighthouse"}\n\`\`\`\n</elements>`;
    const elements = elementsOfAnswer(IDEA, elementsBlockOf(answer));
    expect(elements.source).toBe('answer');
    expect(elements.setting).toBe('A lighthouse');
    expect(elements.lead?.name).toBe('Grace Walsh');
  });

  it('falls back on the text for a missing, broken or empty block', () => {
    for (const answer of [
      IDEA,
      `${IDEA}<elements>{"lead": </elements>`,
      block([1, 2]),
      block({}),
    ]) {
      expect(elementsOfAnswer(IDEA, elementsBlockOf(answer))).toEqual(elementsInText(IDEA));
    }
  });

  it('stores no control character a model sends', () => {
    const elements = elementsOfAnswer(IDEA, { setting: 'A light\u0000house\u0007' });
    expect(elements.setting).toBe('A lighthouse');
  });
});

describe('the elements block while an answer streams', () => {
  it('never shows, whatever the chunks', () => {
    const answer = `${WELL_FORMED.fr.quick}\n\n${ELEMENTS_BLOCK_SHAPE}`;
    for (let end = 1; end <= answer.length; end++) {
      const shown = visibleIdea(answer.slice(0, end), 'quick', 'fr');
      expect(shown).not.toMatch(/<|elements|"lead"/u);
      expect(WELL_FORMED.fr.quick.startsWith(shown)).toBe(true);
    }
  });
});

describe('ideaElementsOf', () => {
  it('reads a built-in idea from its plan, whatever its text', () => {
    const { text, plan } = writeOfflineIdea(
      {
        language: 'fr',
        mode: 'quick',
        style: 'moderne',
        genres: [{ id: 'noir-fiction', name: 'Roman noir', description: '' }],
        leadGender: 'feminine',
        names: NAME_POOLS.fr,
        recentTitles: [],
        creativityWarning: false,
      },
      createSeededRandom(4),
    );
    const elements = ideaElementsOf(text, { plan });
    expect(elements.source).toBe('plan');
    expect(elements.title).toBe(text.split('\n')[0]);
    expect(text).toContain(elements.lead?.name);
    expect(elements.lead?.gender).toBe('feminine');
    expect(elements.cast).toHaveLength(2);
    for (const phrase of [elements.setting, elements.conflict, elements.twist, elements.ending]) {
      expect(phrase).toMatch(/^\p{Lu}[^{}<>|]+$/u);
    }
  });

  it('reads a plan it cannot use as text', () => {
    const broken = { language: 'fr', cast: [] } as unknown as Parameters<
      typeof ideaElementsOf
    >[1]['plan'];
    expect(ideaElementsOf(IDEA, { plan: broken })).toEqual(elementsInText(IDEA));
  });
});

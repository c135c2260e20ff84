import { describe, expect, it } from 'vitest';
import { buildPrompt } from './build-prompt';
import { checkIdea } from './check-idea';
import type { IdeaElements } from './idea-elements';
import type { IdeaRequest } from './idea-request';
import { WELL_FORMED } from './misbehaving-answers.fixture';
import { NAME_POOLS } from './name-pools';
import { PROMPT_TEXTS } from './prompt-texts';
import {
  type RedrawMaterial,
  readKeep,
  redrawCheckOf,
  renamed,
  withKeptElements,
} from './redraw-idea';

const IDEA = WELL_FORMED.en.quick
  .replaceAll('Lea Marchand', 'Grace Walsh')
  .replace('her own brother', 'Liam Hayes, her brother,');

const ELEMENTS: IdeaElements = {
  source: 'answer',
  title: 'The Lighthouse of the Forgotten',
  lead: { name: 'Grace Walsh', role: 'lighthouse keeper', gender: 'feminine' },
  cast: [{ name: 'Liam Hayes', role: 'her brother', gender: 'masculine' }],
  setting: 'A Breton lighthouse',
  conflict: 'Grace must guide the ghost ships home or put out the light',
  twist: 'Liam is aboard one of the ships',
  ending: null,
};

const redraw = (keep: RedrawMaterial['keep']): RedrawMaterial => ({
  idea: IDEA,
  elements: ELEMENTS,
  keep,
});

describe('readKeep', () => {
  it('keeps the named elements in their order, and only those the idea has', () => {
    expect(readKeep(['setting', 'title', 'ending', 'title'], ELEMENTS)).toEqual({
      keep: ['title', 'setting'],
    });
    expect(readKeep([], ELEMENTS)).toEqual({ keep: [] });
  });

  it('refuses an unknown element, and keeping every element the idea has', () => {
    expect(readKeep(['title', 'villain'], ELEMENTS)).toEqual({ fault: 'unknownElement' });
    const all = ['title', 'lead', 'cast', 'setting', 'conflict', 'twist'];
    expect(readKeep(all, ELEMENTS)).toEqual({ fault: 'nothingToRedraw' });
    expect(readKeep([...all, 'ending'], ELEMENTS)).toEqual({ fault: 'nothingToRedraw' });
  });
});

describe('checking an AI’s redrawn idea', () => {
  const kept = redrawCheckOf(redraw(['title', 'lead']));
  const check = (text: string) => checkIdea(text, 'quick', 'en', { finished: true, kept });

  it('asks for the kept title and names, and none of the replaced ones', () => {
    expect(kept).toEqual({
      title: 'The Lighthouse of the Forgotten',
      names: ['Grace Walsh'],
      replaced: { title: '', names: ['Liam Hayes'] },
    });
    expect(check(IDEA.replace('Liam Hayes', 'Noah Parker'))).toBeUndefined();
    expect(check(IDEA)).toBe('kept');
    expect(check(IDEA.replace('The Lighthouse', 'A Lighthouse'))).toBe('kept');
    expect(check(IDEA.replaceAll('Grace Walsh', 'Ava Parker'))).toBe('kept');
  });

  it('asks for another title when the title is replaced', () => {
    const replaced = redrawCheckOf(redraw(['lead', 'cast']));
    expect(checkIdea(IDEA, 'quick', 'en', { finished: true, kept: replaced })).toBe('kept');
    const retitled = IDEA.replace('The Lighthouse of the Forgotten', 'Salt and Silence');
    expect(checkIdea(retitled, 'quick', 'en', { finished: true, kept: replaced })).toBeUndefined();
  });
});

describe('renamed', () => {
  it('names the new people in one pass, full names first', () => {
    const renames: [string, string][] = [
      ['Grace Walsh', 'Liam Hayes'],
      ['Liam Hayes', 'Noah Parker'],
    ];
    expect(renamed('Grace Walsh trusts Liam; Grace lies.', renames, 'en')).toBe(
      'Liam Hayes trusts Noah; Liam lies.',
    );
  });

  it('settles French elision before the new name', () => {
    const renames: [string, string][] = [
      ['Inès Garnier', 'Paul Roux'],
      ['Hugo Martin', 'Élise Fontaine'],
    ];
    expect(renamed("Le frère d'Inès n'est autre qu’Inès, dit Hugo.", renames, 'fr')).toBe(
      "Le frère de Paul n'est autre que Paul, dit Élise.",
    );
    expect(renamed('La sœur de Hugo, que Hugo fuit.', renames, 'fr')).toBe(
      'La sœur d’Élise, qu’Élise fuit.',
    );
    expect(renamed('La hija de Inès.', renames, 'es')).toBe('La hija de Paul.');
  });

  it('says "y" or "e", "o" or "u" in Spanish as the new name sounds', () => {
    const toIsabel: [string, string][] = [['Marta Gil', 'Isabel Ruiz']];
    expect(renamed('Santino y Marta llevan la misma sangre', toIsabel, 'es')).toBe(
      'Santino e Isabel llevan la misma sangre',
    );
    const toMarta: [string, string][] = [['Isabel Ruiz', 'Marta Gil']];
    expect(renamed('Santino e Isabel llevan la misma sangre', toMarta, 'es')).toBe(
      'Santino y Marta llevan la misma sangre',
    );
    const toOlga: [string, string][] = [['Marta Gil', 'Olga Ruiz']];
    expect(renamed('Santino o Marta, y nadie más', toOlga, 'es')).toBe(
      'Santino u Olga, y nadie más',
    );
    // "hielo" does not sound as "i": "y" stays.
    expect(renamed('agua y hielo para Marta', toIsabel, 'es')).toBe('agua y hielo para Isabel');
  });

  it('elides before a y that sounds as a vowel only', () => {
    const toYannick: [string, string][] = [['Paul Roux', 'Yannick Le Goff']];
    expect(renamed('Tout ce que Paul croyait savoir', toYannick, 'fr')).toBe(
      'Tout ce que Yannick croyait savoir',
    );
    const toYves: [string, string][] = [['Paul Roux', 'Yves Marchal']];
    expect(renamed('Tout ce que Paul croyait savoir', toYves, 'fr')).toBe(
      'Tout ce qu’Yves croyait savoir',
    );
  });
});

describe('withKeptElements', () => {
  it('keeps the kept elements as the parent had them, naming the new people', () => {
    const drawn: IdeaElements = {
      source: 'answer',
      title: 'Salt and Silence',
      lead: { name: 'Ava Parker', role: 'diver', gender: 'feminine' },
      cast: [{ name: 'Noah Hayes', role: 'her rival', gender: 'masculine' }],
      setting: 'A sunken city',
      conflict: 'Ava must find the gate',
      twist: 'The gate is a grave',
      ending: 'Ava opens it',
    };
    expect(withKeptElements(drawn, redraw(['setting', 'twist']), 'en')).toEqual({
      ...drawn,
      setting: 'A Breton lighthouse',
      twist: 'Noah is aboard one of the ships',
    });
    expect(withKeptElements(drawn, redraw(['lead', 'ending']), 'en')).toEqual({
      ...drawn,
      lead: ELEMENTS.lead,
      ending: 'Ava opens it',
    });
  });
});

describe('the prompt of a redraw', () => {
  const request = (material: RedrawMaterial): IdeaRequest => ({
    language: 'en',
    mode: 'quick',
    style: 'moderne',
    genres: [],
    leadGender: 'feminine',
    names: NAME_POOLS.en,
    recentTitles: ['The Lighthouse of the Forgotten'],
    creativityWarning: false,
    redraw: material,
  });

  it('quotes the elements to keep and those to replace', () => {
    const { user } = buildPrompt(request(redraw(['title', 'setting'])));
    const texts = PROMPT_TEXTS.en;
    expect(user).toContain(texts.labels.redraw);
    expect(user).toContain(
      'Keep exactly this title, on the first line: The Lighthouse of the Forgotten',
    );
    expect(user).toContain(
      `${texts.redrawParts.keep}\n"""\nTitle: The Lighthouse of the Forgotten\nSetting: A Breton lighthouse\n"""`,
    );
    expect(user).toContain(
      `${texts.redrawParts.replace}\n"""\nLead character: Grace Walsh (lighthouse keeper)\nOther characters: Liam Hayes (her brother)\nConflict: ${ELEMENTS.conflict}\nTwist: ${ELEMENTS.twist}\n"""`,
    );
    // The kept title is the one to write, not one to avoid.
    expect(user).not.toContain(texts.recentTitlesIntro);
  });

  it('names the redrawn title among those to avoid, and asks for the elements block', () => {
    const { user } = buildPrompt(request(redraw(['lead'])));
    expect(user).toContain(
      `${PROMPT_TEXTS.en.recentTitlesIntro}\n  - The Lighthouse of the Forgotten`,
    );
    expect(user).toContain('Keep each of these characters under the same full name: Grace Walsh.');
    expect(user).toContain(PROMPT_TEXTS.en.labels.elements);
    expect(user).toContain('<elements>{"lead"');
  });

  it('restates the redraw on a second try', () => {
    const { user } = buildPrompt({ ...request(redraw(['lead'])), reminder: 'kept' });
    expect(user.endsWith(PROMPT_TEXTS.en.redrawReminder)).toBe(true);
  });
});

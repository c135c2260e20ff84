import { describe, expect, it } from 'vitest';
import { buildPrompt } from './build-prompt';
import { checkIdea } from './check-idea';
import { developableModes, fullNamesIn, keptMaterialOf } from './develop-idea';
import type { IdeaRequest } from './idea-request';
import { WELL_FORMED } from './misbehaving-answers.fixture';
import { NAME_POOLS } from './name-pools';

const POOL = {
  female: ['Inès', 'Jeanne'],
  male: ['Hugo', 'Malik'],
  family: ['Garnier', 'Fontaine', 'Roux'],
};

describe('developableModes', () => {
  it('offers only the richer modes', () => {
    expect(developableModes('quick')).toEqual(['key-points', 'detailed']);
    expect(developableModes('random-genres')).toEqual(['key-points', 'detailed']);
    expect(developableModes('key-points')).toEqual(['detailed']);
    expect(developableModes('detailed')).toEqual([]);
  });
});

describe('fullNamesIn', () => {
  it('finds first names followed by a family name, once each, in order', () => {
    const text =
      'Inès Garnier rencontre Hugo Fontaine. Inès Garnier se méfie ; Jeanne hésite, Roux aussi.';
    expect(fullNamesIn(text, POOL)).toEqual(['Inès Garnier', 'Hugo Fontaine']);
  });

  it('ignores case differences of the pool but keeps the text’s own spelling', () => {
    expect(fullNamesIn('MALIK ROUX arrive.', POOL)).toEqual(['MALIK ROUX']);
  });
});

describe('keptMaterialOf', () => {
  it('takes the title line and the full names of a real idea', () => {
    const idea = WELL_FORMED.fr.quick;
    const kept = keptMaterialOf(idea, NAME_POOLS.fr);
    expect(kept.title).toBe(idea.split('\n')[0]);
    for (const name of kept.names) expect(idea).toContain(name);
  });
});

describe('checkIdea on a developed idea', () => {
  const detailed = WELL_FORMED.en.detailed;
  const title = detailed.split('\n')[0] ?? '';
  const names = fullNamesIn(detailed, NAME_POOLS.en);
  const finished = { finished: true };

  it('accepts the same title and every full name, whatever their case', () => {
    const kept = { title: title.toUpperCase(), names };
    expect(checkIdea(detailed, 'detailed', 'en', { ...finished, kept })).toBeUndefined();
  });

  it('says kept when the title changed or a character is gone', () => {
    expect(
      checkIdea(detailed, 'detailed', 'en', { ...finished, kept: { title: 'Another', names } }),
    ).toBe('kept');
    expect(
      checkIdea(detailed, 'detailed', 'en', {
        ...finished,
        kept: { title, names: [...names, 'Hugo Fontaine'] },
      }),
    ).toBe('kept');
  });
});

describe('buildPrompt for a developed idea', () => {
  const parentIdea = WELL_FORMED.es.quick;
  const request: IdeaRequest = {
    language: 'es',
    mode: 'detailed',
    style: 'moderne',
    genres: [{ id: 'space-opera', name: 'Space opera', description: '' }],
    leadGender: 'feminine',
    names: NAME_POOLS.es,
    recentTitles: ['Un título reciente'],
    creativityWarning: false,
    parent: { idea: parentIdea, title: 'El faro', names: ['Lucía Herrera'] },
  };

  it('quotes the parent with the title and names to keep, and no recent titles to avoid', () => {
    const { user } = buildPrompt(request);
    expect(user).toContain('IDEA QUE DESARROLLAR');
    expect(user).toContain('Conserva exactamente este título, en la primera línea: El faro');
    expect(user).toContain('Lucía Herrera');
    expect(user).toContain(`"""\n${parentIdea.trim()}\n"""`);
    expect(user).not.toContain('Un título reciente');
  });

  it('says nothing of developing for a new idea', () => {
    const { parent: _parent, ...fresh } = request;
    expect(buildPrompt(fresh).user).not.toContain('IDEA QUE DESARROLLAR');
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { loadGenreData } from '../load-genre-data';
import { createGenreIndex, type GenreIndex, searchGenres } from '../search-genres';

// The search over the real catalogues: what writers type must lead to the genre they mean.
const indexes = Object.fromEntries(
  await Promise.all(
    (['fr', 'en', 'es'] as const).map(async (language) => {
      const { catalogue, keywords } = await loadGenreData(language);
      return [language, createGenreIndex(catalogue, keywords)];
    }),
  ),
) as Record<Language, GenreIndex>;

const firstId = (language: Language, query: string) =>
  searchGenres(indexes[language], query).results[0]?.id;

describe('searching the catalogue', () => {
  it.each([
    ['fr', 'réalisme magique'],
    ['fr', 'Realisme Magique'],
    ['en', 'magical realism'],
    ['en', 'magic realism'],
    ['en', 'Magic Realism'],
    ['es', 'realismo mágico'],
    ['es', 'realismo magico'],
  ] as const)('finds magical realism first in %s for %j', (language, query) => {
    expect(firstId(language, query)).toBe('magical-realism');
  });

  it.each([
    ['fr', 'romcom', 'romantic-comedy'],
    ['fr', 'post-apo', 'post-apocalyptic'],
    ['fr', 'roman policier', 'whodunit'],
    ['fr', 'espionnage', 'spy-novel'],
    ['fr', 'urban fantasy', 'urban-fantasy'],
    ['fr', 'cozy mystery', 'cozy-mystery'],
    ['fr', 'fantasy YA', 'ya-fantasy'],
    ['en', 'cli-fi', 'climate-fiction'],
    ['en', 'rom-com', 'romantic-comedy'],
    ['en', 'cosy mystery', 'cozy-mystery'],
    ['en', 'hard sci-fi', 'hard-sf'],
    ['en', 'scandi noir', 'nordic-noir'],
    ['en', 'bildungsroman', 'coming-of-age-novel'],
    ['es', 'novela policiaca', 'whodunit'],
    ['es', 'space opera', 'space-opera'],
    ['es', 'humor negro', 'black-comedy'],
    ['es', 'CF dura', 'hard-sf'],
  ] as const)('leads the alias %s %j to its genre first', (language, query, id) => {
    expect(firstId(language, query)).toBe(id);
  });

  it.each([
    ['es', 'novela negra', 'noir-fiction'],
    ['es', 'thriller psicológico', 'psychological-thriller'],
    ['fr', 'romantasy', 'romantasy'],
    ['en', 'ya fantasy', 'ya-fantasy'],
  ] as const)('finds a genre named as writers type it, %s %j, first', (language, query, id) => {
    expect(firstId(language, query)).toBe(id);
  });

  it.each([
    ['fr', 'miracle'],
    ['en', 'latin america'],
    ['es', 'milagro'],
  ] as const)('suggests magical realism for the keyword %s %j', (language, query) => {
    const { suggestions } = searchGenres(indexes[language], query);
    expect(suggestions.map((suggestion) => suggestion.id)).toContain('magical-realism');
  });
});

import { createGenreIndex, keywordSpellings, searchGenres } from '@plume/core/genres';
import { describe, expect, it, vi } from 'vitest';
import { loadGenreCatalogue } from './genre-catalogue';

vi.mock('@plume/core/genres', async (original) => {
  const core = await original<typeof import('@plume/core/genres')>();
  return {
    ...core,
    createGenreIndex: vi.fn(core.createGenreIndex),
    keywordSpellings: vi.fn(core.keywordSpellings),
  };
});

describe('loadGenreCatalogue', () => {
  it('builds the search index only when it is first read, and only once', async () => {
    vi.mocked(createGenreIndex).mockClear();
    const data = await loadGenreCatalogue('en');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(createGenreIndex).not.toHaveBeenCalled();
    expect(data.byId.size).toBeGreaterThan(100);

    const { results } = searchGenres(data.index, 'space opera');
    expect(results.length).toBeGreaterThan(0);
    expect(data.index).toBe(data.index);
    expect(createGenreIndex).toHaveBeenCalledTimes(1);
  });

  it('maps the keywords to their spellings only when first read, and only once', async () => {
    vi.mocked(keywordSpellings).mockClear();
    const data = await loadGenreCatalogue('fr');
    expect(keywordSpellings).not.toHaveBeenCalled();

    expect(data.keywordSpellings.get('malediction')).toBe('malédiction');
    expect(data.keywordSpellings).toBe(data.keywordSpellings);
    expect(keywordSpellings).toHaveBeenCalledTimes(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

interface CatalogueBody {
  language: string;
  categories: {
    id: string;
    name: string;
    description: string;
    subcategories: { id: string; name: string; genres: { id: string; name: string }[] }[];
  }[];
}

// The genre routes touch no database: one server on PGlite serves the whole file.
describe('genre routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.stop());

  it.each(['fr', 'en', 'es'])(
    'serves the %s catalogue with an ETag, and 304 when unchanged',
    async (language) => {
      const response = await server.fetch(`/api/genres?language=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('max-age');
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
      const body = (await response.json()) as CatalogueBody;
      expect(body.language).toBe(language);
      expect(body.categories.length).toBeGreaterThanOrEqual(12);
      expect(body.categories[0]).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
      });

      const again = await server.fetch(`/api/genres?language=${language}`, {
        headers: { 'if-none-match': etag ?? '' },
      });
      expect(again.status).toBe(304);
    },
  );

  it('answers 304 to its ETag sent back weak or strong, alone or in a list, and 200 to another', async () => {
    const plain = await server.fetch('/api/genres?language=en', {
      headers: { 'accept-encoding': 'identity' },
    });
    const gzipped = await server.fetch('/api/genres?language=en', {
      headers: { 'accept-encoding': 'gzip' },
    });
    const strong = plain.headers.get('etag') ?? '';
    expect(strong).toMatch(/^"[\w-]+"$/);
    expect(gzipped.headers.get('etag')).toBe(`W/${strong}`);

    const revalidate = (ifNoneMatch: string) =>
      server.fetch('/api/genres?language=en', {
        headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip' },
      });
    for (const ifNoneMatch of [strong, `W/${strong}`, `"stale", W/${strong}`, '*']) {
      const response = await revalidate(ifNoneMatch);
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text(), ifNoneMatch).toBe('');
      expect(response.headers.get('cache-control')).toContain('max-age');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    const stale = await revalidate('W/"stale"');
    expect(stale.status).toBe(200);
    expect(((await stale.json()) as CatalogueBody).language).toBe('en');
    const otherLanguage = await server.fetch('/api/genres?language=fr', {
      headers: { 'if-none-match': strong },
    });
    expect(otherLanguage.status).toBe(200);
  });

  it('gives the same ids in every language and different names', async () => {
    const [fr, en] = await Promise.all(
      ['fr', 'en'].map(
        async (language) =>
          (await (await server.fetch(`/api/genres?language=${language}`)).json()) as CatalogueBody,
      ),
    );
    expect(en?.categories.map((category) => category.id)).toEqual(
      fr?.categories.map((category) => category.id),
    );
    expect(en?.categories[0]?.name).not.toBe(fr?.categories[0]?.name);
  });

  it.each([
    ['/api/genres'],
    ['/api/genres?language=de'],
    ['/api/genres/search?language=xx&q=polar'],
    [`/api/genres/search?language=fr&q=${'a'.repeat(201)}`],
  ])('answers 400 errors.badRequest to %s', async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'errors.badRequest',
    );
  });

  it('searches one language, best first, with the hint for one character', async () => {
    const search = async (language: string, q: string) =>
      (await (
        await server.fetch(`/api/genres/search?language=${language}&q=${encodeURIComponent(q)}`)
      ).json()) as { results: { id: string; name: string; score: number }[]; hint?: string };

    const fr = await search('fr', 'space opera');
    expect(fr.results[0]?.id).toBe('space-opera');
    const es = await search('es', 'ópera espacial');
    expect(es.results[0]?.id).toBe('space-opera');
    const typo = await search('en', 'cozy mistery');
    expect(typo.results[0]?.id).toBe('cozy-mystery');
    expect(await search('fr', 'p')).toEqual({ results: [], suggestions: [], hint: 'minChars' });
  });
});

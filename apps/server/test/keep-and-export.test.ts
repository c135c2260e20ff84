import { SECTION_HEADINGS } from '@plume/core/generation';
import { HISTORY_NOTE_MAX } from '@plume/core/history';
import { TIME_ZONE_COOKIE } from '@plume/core/i18n';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, signedUpWriter } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Entry {
  id: string;
  idea: string;
  language: string;
  genres: string[];
  favourite: boolean;
  note: string;
}

async function generate(browser: BrowserSession, mode: string, genres: string[], language = 'en') {
  const response = await browser.post('/api/generations', { language, mode, genres });
  expect(response.status).toBe(200);
  return ((await response.json()) as { entry: Entry }).entry;
}

function patch(browser: BrowserSession, id: string, body: unknown) {
  return browser.request(`/api/history/${id}`, { method: 'PATCH', body });
}

async function list(browser: BrowserSession, query: Record<string, string> = {}) {
  const response = await browser.request(`/api/history?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Entry[]; total: number }).items;
}

/**
 * The text of a .docx's main part, how many paragraphs start a new page, and the text of
 * its page header and footer.
 */
async function wordDocument(response: Response) {
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const xml = await part('word/document.xml');
  return {
    xml,
    pageBreaks: xml.match(/<w:pageBreakBefore\/>/g)?.length ?? 0,
    header: await part('word/header1.xml'),
    footer: await part('word/footer1.xml'),
  };
}

const titleOf = (idea: string) => idea.split('\n')[0] ?? '';

describe.each(TEST_DRIVERS)('favourites and notes on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('stars an idea and notes another, returns both, filters by favourite and searches notes', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '10' } });
    const browser = await signedUpWriter(server, 'keeper@example.com');
    const first = await generate(browser, 'quick', ['Space opera']);
    const second = await generate(browser, 'quick', ['Cosy mystery']);
    const third = await generate(browser, 'quick', ['Space opera', 'Cosy mystery']);
    expect(first).toMatchObject({ favourite: false, note: '' });

    const starred = await patch(browser, first.id, { favourite: true });
    expect(starred.status).toBe(200);
    expect(((await starred.json()) as { entry: Entry }).entry).toMatchObject({
      id: first.id,
      favourite: true,
      note: '',
    });
    const noted = await patch(browser, third.id, { favourite: true, note: 'Send to Quillmoor.' });
    expect(((await noted.json()) as { entry: Entry }).entry).toMatchObject({
      favourite: true,
      note: 'Send to Quillmoor.',
    });

    const all = await list(browser);
    expect(all.map((entry) => [entry.id, entry.favourite, entry.note])).toEqual([
      [third.id, true, 'Send to Quillmoor.'],
      [second.id, false, ''],
      [first.id, true, ''],
    ]);
    const favourites = await list(browser, { favourite: 'true' });
    expect(favourites.map((entry) => entry.id)).toEqual([third.id, first.id]);
    // Combined with a genre and with the search.
    expect(
      (await list(browser, { favourite: 'true', genre: 'Cosy mystery' })).map((entry) => entry.id),
    ).toEqual([third.id]);
    expect((await list(browser, { favourite: 'true', q: 'Quillmoor' })).map((e) => e.id)).toEqual([
      third.id,
    ]);
    // The note's words are searched, a slip forgiven, and forgotten once the note changes.
    expect((await list(browser, { q: 'Quilmoor' })).map((entry) => entry.id)).toEqual([third.id]);
    await patch(browser, third.id, { note: 'Ask Ada first.' });
    expect(await list(browser, { q: 'Quillmoor' })).toEqual([]);
    expect((await list(browser, { q: 'Ada' })).map((entry) => entry.id)).toContain(third.id);

    // Unstarring keeps the note; the idea's own words still find it.
    const unstarred = await patch(browser, third.id, { favourite: false });
    expect(((await unstarred.json()) as { entry: Entry }).entry).toMatchObject({
      favourite: false,
      note: 'Ask Ada first.',
    });
    const word =
      titleOf(third.idea)
        .split(' ')
        .find((part) => part.length > 5) ?? '';
    expect((await list(browser, { q: word })).map((entry) => entry.id)).toContain(third.id);
    expect((await list(browser, { favourite: 'true' })).map((entry) => entry.id)).toEqual([
      first.id,
    ]);
  });

  it('refuses a note too long, a wrong type, an unknown field, and another writer’s idea', async () => {
    server = await startTestServer(driver);
    const owner = await signedUpWriter(server, 'owner@example.com');
    const entry = await generate(owner, 'quick', ['Space opera']);

    const atTheLimit = await patch(owner, entry.id, { note: 'n'.repeat(HISTORY_NOTE_MAX) });
    expect(atTheLimit.status).toBe(200);
    const tooLong = await patch(owner, entry.id, { note: 'n'.repeat(HISTORY_NOTE_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(await errorCode(tooLong)).toBe('history.noteTooLong');
    for (const body of [{ favourite: 'yes' }, { note: 42 }, { pinned: true }, ['favourite']]) {
      const refused = await patch(owner, entry.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(refused)).toBe('errors.badRequest');
    }
    expect((await list(owner))[0]).toMatchObject({ favourite: false, note: 'n'.repeat(5000) });

    const stranger = await signedUpWriter(server, 'stranger@example.com');
    for (const response of [
      await patch(stranger, entry.id, { favourite: true }),
      await stranger.request(`/api/history/${entry.id}/export?format=docx`),
      await patch(owner, '00000000-0000-4000-8000-000000000000', { favourite: true }),
      await patch(owner, 'not-an-id', { favourite: true }),
      await owner.request('/api/history/not-an-id/export?format=md'),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('history.notFound');
    }
    expect((await list(owner))[0]?.favourite).toBe(false);
    // Signed out, nothing.
    const response = await server.fetch(`/api/history/${entry.id}/export?format=md`);
    expect(response.status).toBe(401);
    expect((await server.fetch('/api/history/export?favourite=true&format=docx')).status).toBe(401);
  });
});

describe.each(TEST_DRIVERS)('exporting ideas on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('refuses a writer’s 21st export in a minute with 429, and no other writer’s', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'many-files@example.com');
    const entry = await generate(browser, 'quick', ['Noir']);
    for (let file = 1; file <= 20; file++) {
      const path =
        file % 2
          ? `/api/history/${entry.id}/export?format=md`
          : '/api/history/export?favourite=true&format=md';
      expect((await browser.request(path)).status, `export ${file}`).toBe(200);
    }
    const refused = await browser.request(`/api/history/${entry.id}/export?format=md`);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('auth.tooManyAttempts');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/u);
    const other = await signedUpWriter(server, 'other-files@example.com');
    const own = await generate(other, 'quick', ['Noir']);
    expect((await other.request(`/api/history/${own.id}/export?format=md`)).status).toBe(200);
  });

  it('exports one idea as a Word document: title, every section heading and the note', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'word@example.com');
    const entry = await generate(browser, 'detailed', ['Fantasy épique'], 'fr');
    await patch(browser, entry.id, { note: 'À relire avec Ada <avant> lundi & mardi.' });

    const response = await browser.request(
      `/api/history/${entry.id}/export?format=docx&language=es`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[a-z0-9-]+\.docx"/);
    const { xml, pageBreaks } = await wordDocument(response);
    const escapeXml = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(xml).toContain(escapeXml(titleOf(entry.idea)));
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    const headings = entry.idea
      .split('\n')
      .filter((line) => (Object.values(SECTION_HEADINGS.fr) as string[]).includes(line));
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) expect(xml).toContain(escapeXml(heading));
    expect(xml).toContain(escapeXml('À relire avec Ada <avant> lundi & mardi.'));
    // The labels follow the language asked for, Spanish here.
    expect(xml).toContain('Mi nota');
    expect(xml).toContain('Géneros:');
    expect(pageBreaks).toBe(0);
  });

  it('marks each idea’s text with its own language, keeps headings with what follows and writes no blank paragraph', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '10' } });
    // Asked from an English interface (the app's header), in French and in Spanish.
    const browser = new BrowserSession(server, { language: 'en' });
    expect((await browser.signUp('languages@example.com', PASSWORD)).status).toBe(200);
    const french = await generate(browser, 'key-points', ['Space opera'], 'fr');
    const spanish = await generate(browser, 'detailed', ['Noir'], 'es');
    expect([french.language, spanish.language]).toEqual(['fr', 'es']);
    for (const entry of await list(browser)) expect(['fr', 'es']).toContain(entry.language);
    await patch(browser, french.id, {
      favourite: true,
      note: 'Première ligne\n\n\n\nDernière ligne',
    });
    await patch(browser, spanish.id, { favourite: true });

    const response = await browser.request(
      '/api/history/export?favourite=true&format=docx&language=en',
    );
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const styles = (await zip.file('word/styles.xml')?.async('string')) ?? '';
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    // The labels' language is the document's; each idea's text says its own.
    expect(styles).toMatch(/<w:rPrDefault>.*<w:lang w:val="en-GB"\/>.*<\/w:rPrDefault>/s);
    const languageOf = (text: string) =>
      new RegExp(
        `<w:lang w:val="([a-z]{2}-[A-Z]{2})"/>(?:(?!</w:r>).)*<w:t[^>]*>${text}`,
        's',
      ).exec(xml)?.[1];
    expect(languageOf(titleOf(french.idea).replace(/&/g, '&amp;'))).toBe('fr-FR');
    expect(languageOf(titleOf(spanish.idea).replace(/&/g, '&amp;'))).toBe('es-ES');
    expect(languageOf(SECTION_HEADINGS.es.stakes)).toBe('es-ES');
    for (const style of ['Title', 'Heading1']) {
      expect(styles).toMatch(
        new RegExp(`<w:style [^>]*w:styleId="${style}".*?<w:keepNext/>.*?</w:style>`, 's'),
      );
    }
    const body = xml.slice(xml.indexOf('<w:body>'));
    const paragraphs = body.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [];
    expect(paragraphs.length).toBeGreaterThan(10);
    for (const paragraph of paragraphs) {
      const text = [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
      expect(text.trim(), paragraph.slice(0, 200)).not.toBe('');
    }

    const markdown = await (
      await browser.request(`/api/history/${french.id}/export?format=md`)
    ).text();
    expect(markdown.startsWith('---\nlang: fr-FR\n---\n\n# ')).toBe(true);
    expect(markdown).toContain('**Language:** French');
  });

  it('exports one idea as Markdown, dated in the writer’s time zone', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'markdown@example.com');
    const entry = await generate(browser, 'key-points', ['Space opera']);
    await patch(browser, entry.id, { note: 'Keep the ending.' });
    const response = await server.fetch(`/api/history/${entry.id}/export?format=md`, {
      headers: {
        cookie: `${browser.cookieHeader()}; ${TIME_ZONE_COOKIE}=America%2FToronto`,
        'x-plume-language': 'en',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.startsWith(`---\nlang: en-GB\n---\n\n# ${titleOf(entry.idea)}\n`)).toBe(true);
    expect(markdown).toContain(`## ${SECTION_HEADINGS.en.characters}`);
    expect(markdown).toContain('**Mode:** Key points');
    expect(markdown.endsWith('## My note\n\nKeep the ending.\n')).toBe(true);
    const written = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    }).format(new Date((entry as Entry & { createdAt: string }).createdAt));
    expect(markdown).toContain(`**Written on:** ${written}`);
  });

  it('exports a bible of more cards than one read takes, every card once and in its order', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'big-bible@example.com');
    const entry = await generate(browser, 'quick', ['Noir']);
    const names = Array.from({ length: 75 }, (_, index) => `Keeper number ${index + 1}`);
    for (const name of names) {
      const created = await browser.post('/api/cards', { ideaId: entry.id, type: 'thing', name });
      expect(created.status).toBe(201);
    }
    for (const format of ['md', 'docx']) {
      const response = await browser.request(
        `/api/history/${entry.id}/export?format=${format}&language=en`,
      );
      expect(response.status).toBe(200);
      const text = format === 'md' ? await response.text() : (await wordDocument(response)).xml;
      const found = [...text.matchAll(/Keeper number (\d+)/g)].map(([name]) => name);
      expect(found, format).toEqual(names);
    }
  });

  it('exports every favourite in one Word document, each from a new page', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '10' } });
    const browser = await signedUpWriter(server, 'favourites@example.com');
    const ideas = [];
    for (const genre of ['Space opera', 'Cosy mystery', 'Noir', 'Fantasy épique']) {
      ideas.push(await generate(browser, 'quick', [genre]));
    }
    const favourites = [ideas[0], ideas[2], ideas[3]] as Entry[];
    for (const idea of favourites) await patch(browser, idea.id, { favourite: true });

    const response = await browser.request(
      '/api/history/export?favourite=true&format=docx&language=fr',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mes-idees-favorites\.docx"/,
    );
    const { xml, pageBreaks, header, footer } = await wordDocument(response);
    // Every page is headed by what the document is, and numbered at its foot.
    expect(header).toContain('Mes idées favorites');
    expect(footer).toContain('PAGE');
    for (const idea of favourites) expect(xml).toContain(titleOf(idea.idea).replace(/&/g, '&amp;'));
    expect(xml).not.toContain(titleOf(ideas[1]?.idea ?? '').replace(/&/g, '&amp;'));
    expect(pageBreaks).toBe(favourites.length - 1);

    expect((await browser.request('/api/history/export?favourite=false&format=docx')).status).toBe(
      400,
    );
    expect((await browser.request('/api/history/export?favourite=true&format=pdf')).status).toBe(
      400,
    );
  });
});

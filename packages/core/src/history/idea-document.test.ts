import { describe, expect, it } from 'vitest';
import { exportFileName, ideaDocument, ideasToMarkdown, ideaToMarkdown } from './idea-document';

const entry = {
  idea: 'The Lighthouse Keeper\n\nMain characters\nAda, a keeper.\nTom, her brother.\n\nClimax\nThe storm.',
  genres: ['Space opera', 'Cozy mystery'],
  genreIds: ['space-opera', null],
  mode: 'key-points',
  style: 'poetique',
  language: 'en' as const,
  createdAt: '2026-11-21T13:05:00.000Z',
  note: '',
};

const context = {
  language: 'en' as const,
  timeZone: 'UTC',
  // A genre the catalogue lost keeps its stored label.
  genreName: (id: string) => ({ 'space-opera': 'Space opera' })[id],
};

describe('ideaDocument', () => {
  it('lays out the title, the sections and the details in the export’s language', () => {
    const document = ideaDocument(entry, context);
    expect(document.title).toBe('The Lighthouse Keeper');
    expect(document.blocks.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', text: 'Main characters' },
      { kind: 'heading', text: 'Climax' },
    ]);
    expect(document.details).toEqual([
      { label: 'Genres:', value: 'Space opera, Cozy mystery' },
      { label: 'Mode:', value: 'Key points' },
      { label: 'Style:', value: 'Poetic' },
      { label: 'Language:', value: 'English' },
      { label: 'Written on:', value: 'Nov 21, 2026, 1:05 PM' },
    ]);
    expect(document.language).toBe('en');
    expect(document.note).toBeUndefined();
  });

  it('names the details in French and Spanish too, in the writer’s time zone', () => {
    const fr = ideaDocument(entry, { ...context, language: 'fr', timeZone: 'Europe/Paris' });
    expect(fr.details.map((detail) => detail.label)).toEqual([
      'Genres\u202f:',
      'Mode\u202f:',
      'Style\u202f:',
      'Langue\u202f:',
      'Écrite le\u202f:',
    ]);
    expect(fr.details[1]?.value).toBe('Points clés');
    expect(fr.details[3]?.value).toBe('anglais');
    expect(fr.details[4]?.value).toBe('21 nov. 2026, 14:05');
    const es = ideaDocument(entry, { ...context, language: 'es' });
    expect(es.details.map((detail) => detail.label)).toEqual([
      'Géneros:',
      'Modo:',
      'Estilo:',
      'Idioma:',
      'Escrita el:',
    ]);
    expect(es.details[2]?.value).toBe('Poético');
    expect(
      ideaDocument({ ...entry, language: 'fr' }, { ...context, language: 'es' }).details[3],
    ).toEqual({
      label: 'Idioma:',
      value: 'francés',
    });
  });

  it('keeps the writer’s note, trimmed, and none when it is blank', () => {
    expect(ideaDocument({ ...entry, note: '  To send to Ada.\n' }, context).note).toEqual({
      label: 'My note',
      text: 'To send to Ada.',
    });
    expect(ideaDocument({ ...entry, note: '  \n' }, context).note).toBeUndefined();
  });
});

describe('ideaToMarkdown', () => {
  it('makes the title the heading, the sections second-level headings, then the details', () => {
    expect(ideaToMarkdown(ideaDocument(entry, context))).toBe(
      `${[
        '# The Lighthouse Keeper',
        '## Main characters',
        'Ada, a keeper.  \nTom, her brother.',
        '## Climax',
        'The storm.',
        '---',
        '**Genres:** Space opera, Cozy mystery · **Mode:** Key points · **Style:** Poetic · **Language:** English · **Written on:** Nov 21, 2026, 1:05 PM',
      ].join('\n\n')}\n`,
    );
  });

  it('keeps a quick idea to its title and its paragraph, and ends with the note', () => {
    const markdown = ideaToMarkdown(
      ideaDocument(
        { ...entry, idea: 'Le Phare\n\nUne gardienne.', note: 'Line one\nline two' },
        context,
      ),
    );
    expect(markdown).toMatch(/^# Le Phare\n\nUne gardienne\.\n\n---\n\n/);
    expect(markdown.endsWith('## My note\n\nLine one  \nline two\n')).toBe(true);
  });
});

describe('ideasToMarkdown', () => {
  it('names the ideas’ language in front matter when they share one', () => {
    const french = ideaDocument(
      { ...entry, idea: 'Le Phare\n\nUne gardienne.', language: 'fr' },
      context,
    );
    const markdown = ideasToMarkdown([french, french]);
    expect(markdown.startsWith('---\nlang: fr-FR\n---\n\n# Le Phare')).toBe(true);
    expect(markdown.match(/^# Le Phare$/gm)).toHaveLength(2);
  });

  it('leaves the front matter out when the ideas are in several languages', () => {
    const french = ideaDocument({ ...entry, language: 'fr' }, context);
    const spanish = ideaDocument({ ...entry, language: 'es' }, context);
    expect(ideasToMarkdown([french, spanish]).startsWith('# The Lighthouse Keeper')).toBe(true);
  });
});

describe('exportFileName', () => {
  it('turns the title into a plain file name', () => {
    expect(exportFileName('L’Été des âmes : Cœur brisé', 'md')).toBe(
      'l-ete-des-ames-coeur-brise.md',
    );
    expect(exportFileName('El niño y la señora', 'docx')).toBe('el-nino-y-la-senora.docx');
    expect(exportFileName('Rose & Épine, ou l’Œuvre de Ægir', 'docx')).toBe(
      'rose-epine-ou-l-oeuvre-de-aegir.docx',
    );
    expect(exportFileName('Après le cœur immobile'.repeat(4), 'md')).toMatch(
      /^[a-z0-9]+(-[a-z0-9]+)*\.md$/,
    );
  });

  it('falls back to a generic name when the title has no letters', () => {
    expect(exportFileName('!!!', 'md')).toBe('idea.md');
  });
});

import type { IdeaDocument } from '@plume/core/history';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ideasToDocxOffThread } from './docx-off-thread';

const idea = (title: string): IdeaDocument => ({
  language: 'en',
  title,
  blocks: [{ kind: 'paragraph', text: `${title} waits by the lamp.` }],
  details: [{ label: 'Mode:', value: 'Quick' }],
  note: undefined,
  bible: undefined,
});

async function textOf(file: Uint8Array) {
  const zip = await JSZip.loadAsync(file);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

describe('Word files built on a thread of their own', () => {
  it('answers several jobs at once, each with its own file', async () => {
    const titles = ['The Keeper', 'The Tide Table', 'The Last Flare'];
    const files = await Promise.all(
      titles.map((title) =>
        ideasToDocxOffThread({ ideas: [idea(title)], name: title, language: 'en' }),
      ),
    );
    for (const [index, file] of files.entries()) {
      const xml = await textOf(file);
      expect(xml).toContain(`${titles[index]} waits by the lamp.`);
      for (const other of titles.filter((_, at) => at !== index)) expect(xml).not.toContain(other);
    }
  });

  it('refuses a job it cannot build with the reason, and builds the next one', async () => {
    const broken = { ...idea('Broken'), blocks: null } as unknown as IdeaDocument;
    await expect(
      ideasToDocxOffThread({ ideas: [broken], name: 'Broken', language: 'en' }),
    ).rejects.toThrow(/the Word file could not be built/);
    const file = await ideasToDocxOffThread({
      ideas: [idea('After')],
      name: 'After',
      language: 'en',
    });
    expect(await textOf(file)).toContain('After waits by the lamp.');
  });
});

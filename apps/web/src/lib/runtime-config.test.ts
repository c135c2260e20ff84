import { DEFAULT_EXTERNAL_LINKS } from '@plume/core';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

function documentWithMeta(content: string | null): Document {
  const meta = content === null ? null : { getAttribute: () => content };
  return { querySelector: () => meta } as unknown as Document;
}

describe('readRuntimeConfig', () => {
  it('reads the links the server put in the meta tag', () => {
    const content = JSON.stringify({
      links: { support: 'https://s.test/{lang}', refundPolicy: 'https://r.test/{lang}' },
    });
    expect(readRuntimeConfig(documentWithMeta(content)).links).toEqual({
      support: 'https://s.test/{lang}',
      refundPolicy: 'https://r.test/{lang}',
    });
  });

  it.each([
    ['no meta tag', null],
    ['an empty tag (Vite dev server)', ''],
    ['unreadable JSON', '{links:'],
  ])('falls back to the defaults with %s', (_, content) => {
    expect(readRuntimeConfig(documentWithMeta(content)).links).toEqual(DEFAULT_EXTERNAL_LINKS);
  });
});

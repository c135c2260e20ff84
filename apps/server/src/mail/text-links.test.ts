import { describe, expect, it } from 'vitest';
import { firstLink, splitLinks } from './text-links';

describe('links in plain text', () => {
  it('finds the first http(s) link and leaves sentence punctuation out of it', () => {
    expect(firstLink('Open https://plume.test/reset?token=a&b=1. Then http://x.test')).toBe(
      'https://plume.test/reset?token=a&b=1',
    );
    expect(firstLink('(see http://plume.test/a/b), ok')).toBe('http://plume.test/a/b');
    expect(firstLink('no link, not even ftp://plume.test or https://')).toBeUndefined();
  });

  it('splits text into plain runs and links that join back into the text', () => {
    const text = 'Link:\nhttps://a.test/x\nand <https://b.test/y>!';
    const segments = splitLinks(text);
    expect(segments).toEqual([
      { text: 'Link:\n', isLink: false },
      { text: 'https://a.test/x', isLink: true },
      { text: '\nand <', isLink: false },
      { text: 'https://b.test/y', isLink: true },
      { text: '>!', isLink: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(splitLinks('')).toEqual([]);
  });
});

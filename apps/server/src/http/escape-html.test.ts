import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in element content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;',
    );
  });

  it('leaves every other character as it is', () => {
    expect(escapeHtml('Château · 𝔘 \u0000 é')).toBe('Château · 𝔘 \u0000 é');
  });
});

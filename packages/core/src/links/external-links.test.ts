import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS, externalLink } from './external-links';

describe('external links', () => {
  it('puts the language into every {lang} of a template', () => {
    expect(externalLink('https://x.test/{lang}/help?hl={lang}', 'es')).toBe(
      'https://x.test/es/help?hl=es',
    );
  });

  it('gives each language its own default support and refund pages', () => {
    const pages = (['fr', 'en', 'es'] as const).map((language) =>
      externalLink(DEFAULT_EXTERNAL_LINKS.support, language),
    );
    expect(new Set(pages).size).toBe(3);
    expect(externalLink(DEFAULT_EXTERNAL_LINKS.refundPolicy, 'en')).toMatch(/^https:\/\/.+\/en\//);
  });
});

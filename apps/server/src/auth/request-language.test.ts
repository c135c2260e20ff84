import { describe, expect, it } from 'vitest';
import { pagePath } from './request-language';

describe('pagePath', () => {
  it("reads the page of React Router's loader data requests", () => {
    expect(pagePath('/es.data')).toBe('/es');
    expect(pagePath('/_root.data')).toBe('/');
    expect(pagePath('/en/_.data')).toBe('/en');
    expect(pagePath('/reset-password.data')).toBe('/reset-password');
  });

  it('keeps the path of a document request', () => {
    expect(pagePath('/en')).toBe('/en');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/metadata')).toBe('/metadata');
  });
});

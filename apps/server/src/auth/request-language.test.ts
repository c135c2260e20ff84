import { describe, expect, it } from 'vitest';
import { browserLanguage, LANGUAGE_HEADER, pagePath, requestLanguage } from './request-language';

describe('browserLanguage', () => {
  it('prefers the highest q-value, whatever the order', () => {
    expect(browserLanguage('fr;q=0.1, es;q=0.9')).toBe('es');
    expect(browserLanguage('de-DE,de;q=0.9,fr;q=0.4,es-MX;q=0.8,en;q=0.5')).toBe('es');
    expect(browserLanguage('en;q=0.5, fr-CA')).toBe('fr');
  });

  it('keeps the header order between equal q-values and skips unsupported languages', () => {
    expect(browserLanguage('en-GB, es')).toBe('en');
    expect(browserLanguage('es;q=0.7, en;q=0.7')).toBe('es');
    expect(browserLanguage('de, it;q=0.8, *;q=0.5')).toBeNull();
  });

  it('never picks a language refused with q=0', () => {
    expect(browserLanguage('es;q=0, en;q=0.2')).toBe('en');
    expect(browserLanguage('fr;q=0')).toBeNull();
  });

  it('reads nothing from an absent or malformed header', () => {
    expect(browserLanguage(undefined)).toBeNull();
    expect(browserLanguage('')).toBeNull();
    expect(browserLanguage(';q=1, ,')).toBeNull();
  });
});

describe('requestLanguage', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost/api/me', { headers });

  it("takes the app's language header before the browser's preference", () => {
    expect(
      requestLanguage(request({ [LANGUAGE_HEADER]: 'fr', 'accept-language': 'es;q=0.9, en' })),
    ).toBe('fr');
    expect(requestLanguage(request({ 'accept-language': 'fr;q=0.1, es;q=0.9' }))).toBe('es');
    expect(requestLanguage(request({ [LANGUAGE_HEADER]: 'de', 'accept-language': 'en' }))).toBe(
      'en',
    );
  });

  it('falls back to French', () => {
    expect(requestLanguage(request({ 'accept-language': 'de' }))).toBe('fr');
    expect(requestLanguage(undefined)).toBe('fr');
  });
});

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

import { describe, expect, it } from 'vitest';
import { browserPublicUrl, localOrigins, type PublicAddress } from './browser-public-url';

const unset: PublicAddress = {
  publicUrl: 'http://localhost:3000',
  publicUrlSet: false,
  port: 3000,
  host: undefined,
};

describe('browserPublicUrl', () => {
  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['LocalHost:3000', 'http://localhost:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('follows the loopback Host %j without a PUBLIC_URL', (host, expected) => {
    expect(browserPublicUrl(unset, host)).toBe(expected);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    '127.0.0.1:4000',
    '127.0.0.1',
    'localhost:3000@evil.example',
    '192.168.1.20:3000',
    '[::1',
    '',
  ])('keeps the configured URL for the Host %j', (host) => {
    expect(browserPublicUrl(unset, host)).toBe('http://localhost:3000');
  });

  it('keeps the configured URL when the request names no Host', () => {
    expect(browserPublicUrl(unset, undefined)).toBe('http://localhost:3000');
  });

  it('returns the accepted origin, never the rest of the Host header', () => {
    expect(browserPublicUrl(unset, '127.0.0.1:3000/elsewhere')).toBe('http://127.0.0.1:3000');
  });

  it('follows the address HOST names', () => {
    const lan = { ...unset, host: '192.168.1.20' };
    expect(browserPublicUrl(lan, '192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(browserPublicUrl({ ...unset, host: '::1' }, '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('matches a Host without port on port 80', () => {
    expect(browserPublicUrl({ ...unset, port: 80 }, '127.0.0.1')).toBe('http://127.0.0.1');
  });

  it('always uses PUBLIC_URL when it is set', () => {
    const set = { ...unset, publicUrl: 'https://plume.example/app', publicUrlSet: true };
    expect(browserPublicUrl(set, '127.0.0.1:3000')).toBe('https://plume.example/app');
    expect(browserPublicUrl(set, 'localhost:3000')).toBe('https://plume.example/app');
  });
});

describe('localOrigins', () => {
  it('lists the loopback names on the port', () => {
    expect(localOrigins(3000, undefined)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('adds HOST once, an IPv6 address in brackets', () => {
    expect(localOrigins(8080, '0.0.0.0')).toContain('http://0.0.0.0:8080');
    expect(localOrigins(8080, '::')).toContain('http://[::]:8080');
    expect(localOrigins(8080, '127.0.0.1')).toHaveLength(3);
  });
});

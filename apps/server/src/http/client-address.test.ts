import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackUrl, proxyList, readClientAddress } from './client-address';

const headers = (entries: Record<string, string> = {}) => new Headers(entries);
const proxies = proxyList(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

describe('readClientAddress', () => {
  it('is the socket’s address when the socket is no trusted proxy, whatever the headers say', () => {
    expect(readClientAddress('203.0.113.5', headers(), proxies)).toEqual({
      address: '203.0.113.5',
      forwardedByStranger: false,
    });
    expect(
      readClientAddress('203.0.113.5', headers({ 'x-forwarded-for': '127.0.0.1' }), proxies),
    ).toEqual({ address: '203.0.113.5', forwardedByStranger: true });
  });

  it('reads X-Forwarded-For from its end, past every trusted proxy', () => {
    const chain = headers({ 'x-forwarded-for': '127.0.0.1, 198.51.100.7, 10.1.1.1' });
    expect(readClientAddress('10.0.0.2', chain, proxies).address).toBe('198.51.100.7');
    expect(readClientAddress('::ffff:127.0.0.1', chain, proxies).address).toBe('198.51.100.7');
    const ipv6 = headers({ 'x-forwarded-for': '2001:db8::1, fd00::3' });
    expect(readClientAddress('fd00::2', ipv6, proxies).address).toBe('2001:db8::1');
  });

  it('takes the first hop when every hop is a trusted proxy, and the socket when none is named', () => {
    expect(
      readClientAddress('10.0.0.2', headers({ 'x-forwarded-for': '10.9.9.9' }), proxies),
    ).toEqual({ address: '10.9.9.9', forwardedByStranger: false });
    expect(readClientAddress('10.0.0.2', headers(), proxies).address).toBe('10.0.0.2');
    expect(
      readClientAddress('10.0.0.2', headers({ 'x-forwarded-for': 'not-an-ip, ' }), proxies).address,
    ).toBe('10.0.0.2');
  });
});

describe('loopback', () => {
  it('knows this machine’s addresses', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::2', '0.0.0.0', '', 'localhost']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });

  it('knows the URLs that name this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:8080',
      'http://app.localhost',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://plume.example',
      'http://10.0.0.1',
      'http://localhost.example.org',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

import { type IncomingHttpHeaders, request } from 'node:http';
import type { TestServer } from './test-server';

export interface HostAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request to the test server naming `host` in its Host header: the address a browser
 * typed, or one a client forged. fetch always names the address it connects to, so this
 * goes through node:http.
 */
export function requestWithHost(
  server: TestServer,
  host: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HostAnswer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}${pathname}`,
      {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          ...init.headers,
          host,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

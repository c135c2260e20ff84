import { randomInt } from 'node:crypto';
import type { TestServer } from './test-server';

const randomClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * What a browser tab does against the server: keeps the cookies it is given, sends them
 * back, and sends the Origin and language headers the web app sends.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  private readonly clientIp: string | undefined;

  /** `clientIp: null` sends no X-Forwarded-For: the socket's address is the client. */
  constructor(
    private readonly server: TestServer,
    private readonly options: { language?: string; clientIp?: string | null } = {},
  ) {
    this.clientIp =
      options.clientIp === undefined ? randomClientIp() : (options.clientIp ?? undefined);
  }

  async request(
    pathname: string,
    init: { method?: string; body?: unknown; accept?: string; signal?: AbortSignal } = {},
  ) {
    const headers = new Headers({ origin: this.server.config.publicUrl });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (this.options.language) headers.set('x-plume-language', this.options.language);
    if (init.accept) headers.set('accept', init.accept);
    if (this.clientIp) headers.set('x-forwarded-for', this.clientIp);
    const cookie = this.cookieHeader();
    if (cookie) headers.set('cookie', cookie);
    const response = await this.server.fetch(pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: init.signal,
    });
    this.keepCookies(response);
    return response;
  }

  /** Takes the cookies a response sets, as the browser would (also for hand-built requests). */
  keepCookies(response: { headers: Headers }) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header this tab sends, for requests a test builds by hand. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  post(pathname: string, body: unknown = {}) {
    return this.request(pathname, { body });
  }

  signUp(email: string, password: string) {
    return this.post('/api/auth/sign-up/email', { email, password });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  async currentUser(): Promise<{ id: string; email: string } | null> {
    const response = await this.request('/api/auth/get-session');
    const session = (await response.json()) as { user: { id: string; email: string } } | null;
    return session?.user ?? null;
  }
}

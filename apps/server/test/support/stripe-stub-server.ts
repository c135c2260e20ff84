import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body as Stripe's SDK sends it: `line_items[0][price]` style keys. */
  form: Record<string, string>;
}

export interface StubSession {
  id: string;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

/**
 * Stripe's API on loopback, just enough of it for Checkout: create and retrieve sessions.
 * The real `stripe` SDK talks to it (STRIPE_API_URL), so what the server sends is checked
 * as Stripe would receive it. `pay(id)` plays the customer paying on Stripe's page.
 */
export async function startStripeStub() {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StubSession>();

  const sessionJson = (session: StubSession) => ({
    object: 'checkout.session',
    mode: 'payment',
    currency: 'cad',
    status: session.payment_status === 'paid' ? 'complete' : 'open',
    url: `https://checkout.stripe.test/c/pay/${session.id}`,
    ...session,
  });

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      form: Object.fromEntries(new URLSearchParams(raw)),
    });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = requests.at(-1)?.form ?? {};
      const session: StubSession = {
        id: `cs_test_${randomBytes(12).toString('hex')}`,
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
      };
      sessions.set(session.id, session);
      return reply(200, sessionJson(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''));
      if (session) return reply(200, sessionJson(session));
      return reply(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such session',
        },
      });
    }
    reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** The customer pays on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no stub session ${id}`);
      session.payment_status = 'paid';
      return sessionJson(session);
    },
    sessionJson: (id: string) => {
      const session = sessions.get(id);
      if (!session) throw new Error(`no stub session ${id}`);
      return sessionJson(session);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

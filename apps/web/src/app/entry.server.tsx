import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
} from 'react-router';
import { createServerI18n } from '../i18n/i18n.server';
import { NonceProvider } from '../lib/nonce';
import './load-context';

/** How long a render may wait for slow data before it is cut short. */
export const streamTimeout = 5_000;

/**
 * Renders a page in the language the server found for it (the load context's, which the
 * root loader gives the browser too), with this response's CSP nonce on every inline
 * script. The page is sent whole, once everything in it has rendered: the loaders have
 * already awaited their data, so what is left is the server importing a lazy screen (the
 * desk), a few milliseconds. Sent as soon as its shell was ready, the page showed the
 * desk's placeholder first, and React reveals a boundary that streams in no sooner than
 * 300 ms after the shell's paint: on a phone the app's scripts run by then, and the desk,
 * the page's largest content, waited for them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, language } = loadContext;
  const i18n = createServerI18n(language);

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    let cutShort: ReturnType<typeof setTimeout> | undefined;
    const respond = () => {
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // A page may name the writer: no shared cache keeps it, and the browser asks
      // again each time (the language and the session are in its cookies).
      responseHeaders.set('Cache-Control', 'private, no-cache');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: failed ? 500 : responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // React would still send a large finished boundary (the desk) after the rest of
        // the page, for the browser to paint the rest first, and reveal it 300 ms later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The timer would otherwise keep the whole render (its data, its page) in memory
        // for its full delay after the page is sent.
        onAllReady() {
          clearTimeout(cutShort);
          respond();
        },
        onShellError(error) {
          clearTimeout(cutShort);
          reject(error);
        },
        onError(error) {
          failed = true;
          if (!request.signal.aborted) loadContext.logError(error, 'page render failed');
        },
      },
    );
    cutShort = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A loader's or an action's error goes to the server's log; the page shows its boundary. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) (context as AppLoadContext).logError(error, 'page loader failed');
};

/**
 * The app's stylesheet as the build names it (root.tsx links it): the pages the server
 * writes without React Router (the test checkout, the dev mailbox) link the same one.
 */
export { default as stylesheet } from '../styles.css?url';

import { DEFAULT_LANGUAGE } from '@plume/core/i18n';
import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { Toaster } from '../components/toaster';
import { sessionQueryKey } from '../features/auth/api/get-session';
import interLatin from '../fonts/inter-latin-wght.woff2?url';
import literataLatin from '../fonts/literata-latin-600.woff2?url';
import { rememberLanguage, usePageMessages } from '../i18n/i18n';
import { pageMessages } from '../i18n/i18n.server';
import { creditsKey } from '../lib/credits';
import { useNonce } from '../lib/nonce';
import { PageSettingsProvider } from '../lib/page-settings';
import { createQueryClient } from '../lib/query-client';
import stylesheet from '../styles.css?url';
import type { Route } from './+types/root';
import { PageLayout } from './layout/page-layout';

/**
 * The page's language and its messages (a visitor's screens' sections only), settings, the
 * signed-in writer and their balance, for every screen.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context;
  const session = new QueryClient();
  const { writer } = context;
  session.setQueryData(sessionQueryKey, writer?.user ?? null);
  if (writer) {
    session.setQueryData(creditsKey, { amount: writer.credits, unlimited: writer.credits === -1 });
  }
  return {
    language,
    messages: pageMessages(language, Boolean(writer)),
    links: context.links,
    timeZone: context.timeZone,
    session: dehydrate(session),
  };
}

/** The language can change with the path alone (/fr to /en): read it again on every move. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  usePageMessages(data?.language ?? DEFAULT_LANGUAGE, data?.messages);
  const { t } = useTranslation();
  return (
    <html lang={data?.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={t('app.description')} />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#f7f3ec" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#171411" media="(prefers-color-scheme: dark)" />
        {/* With a precedence, React writes the stylesheet before the scripts' preloads
            (React Router's own <Links> come after them), so it is requested first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Both fonts draw the first screens (Inter the text, Literata the headings): asked
            for with the stylesheet, not once the page has been laid out (fonts.css). */}
        {[interLatin, literataLatin].map((font) => (
          <link
            key={font}
            rel="preload"
            href={font}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const { language, links, timeZone, session } = loaderData;

  // The language follows the page's (the path, or the stored choice), and is remembered.
  useEffect(() => {
    rememberLanguage(language);
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  // Says the page is hydrated and its controls answer: the end-to-end tests wait for it
  // before typing, as text typed into the server's HTML before then is not React's.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={session}>
        <PageSettingsProvider value={{ links, timeZone }}>
          <PageLayout>
            <Outlet />
          </PageLayout>
          <Toaster />
        </PageSettingsProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * The last resort, for a failure of the page's layout itself: it stands alone. A screen's
 * failure is caught by the screens' own boundary (routes/screens.tsx), inside the header.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

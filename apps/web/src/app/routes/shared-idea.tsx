import { splitIdea } from '@plume/core/generation';
import { data } from 'react-router';
import { SharedIdeaView } from '../../features/sharing/components/shared-idea-view';
import { sharedPageLabels } from '../../i18n/i18n.server';
import type { Route } from './+types/shared-idea';

/** How long a link preview's excerpt of the idea is, in characters. */
const EXCERPT_LENGTH = 200;

/**
 * The page of a share link (docs/PRODUCT.md, Share links), open to anyone with it: a link
 * that does not exist, whatever the reason, is the app's 404. The server counts the visit
 * and sends the page's privacy headers.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const shared = await context.sharedIdea(params.token, context.language);
  if (!shared) throw data(null, { status: 404 });
  return { shared, labels: sharedPageLabels(context.language, shared.mode) };
}

/** What a link pasted in a chat shows, and a page no search engine keeps. */
export function meta({ loaderData }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  if (!loaderData) return [robots];
  const { title, blocks } = splitIdea(loaderData.shared.idea, loaderData.shared.language);
  const text = blocks
    .filter((block) => block.kind === 'paragraph')
    .map((block) => block.text)
    .join(' ');
  const excerpt =
    text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
  return [
    robots,
    { name: 'referrer', content: 'no-referrer' },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: 'Plume' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: excerpt },
    { property: 'og:locale', content: loaderData.shared.language },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: excerpt },
  ];
}

export default function SharedIdeaPage({ loaderData }: Route.ComponentProps) {
  return <SharedIdeaView shared={loaderData.shared} labels={loaderData.labels} />;
}

import { splitIdea } from '@plume/core/generation';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { OutlineLoading } from '../../features/outline/components/outline-loading';
import type { Route } from './+types/outline';

// The page's code is a chunk of its own, loaded with the page: the route module every
// route's manifest names stays small, and nothing of it reaches the first screen's files.
const OutlinePage = lazy(() =>
  import('../../features/outline/components/outline-page').then((module) => ({
    default: module.OutlinePage,
  })),
);

/**
 * An idea's outline (docs/PRODUCT.md, Outlines), at /fr/plan/:id, /en/outline/:id and
 * /es/escaleta/:id, `:id` the idea's. Signed-in only, and only the writer's own ideas: the
 * idea is read here, so that a missing or another writer's idea is the app's 404; the
 * outline itself is read and changed by the page through the API.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  const entry = await context.historyEntry(context.writer.user.id, params.id);
  if (!entry) throw data(null, { status: 404 });
  return {
    idea: { id: entry.id, title: splitIdea(entry.idea).title, language: entry.language },
  };
}

export default function Outline({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <OutlineLoading label={t('outline.ui.loading')} />
        </div>
      }
    >
      {/* A page of its own per idea: moving to another idea's outline starts afresh. */}
      <OutlinePage key={loaderData.idea.id} idea={loaderData.idea} />
    </Suspense>
  );
}

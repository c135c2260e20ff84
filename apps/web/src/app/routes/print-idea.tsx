import { genresById, loadGenreData } from '@plume/core/genres';
import { ideaDocument } from '@plume/core/history';
import { data, redirect } from 'react-router';
import { IdeaPrintView } from '../../features/history/components/idea-print-view';
import type { Route } from './+types/print-idea';

/**
 * One saved idea laid out as a document to print or save as PDF, in the page's language,
 * dated in the writer's time zone: the same document as the Word and Markdown exports, its
 * line's story bible after it, without the writer's private parts on `?private=false` as
 * they are.
 * Signed-in only, and only the writer's own ideas.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  const entry = await context.historyEntry(context.writer.user.id, params.id);
  if (!entry) throw data(null, { status: 404 });
  const { language, timeZone } = context;
  const [genreData, cards] = await Promise.all([
    loadGenreData(language),
    context.lineCards(context.writer.user.id, entry.id),
  ]);
  const names = genresById(genreData.catalogue);
  return {
    document: ideaDocument(
      entry,
      {
        language,
        timeZone,
        genreName: (id) => names.get(id)?.name,
        withPrivate: new URL(request.url).searchParams.get('private') !== 'false',
      },
      cards,
    ),
  };
}

export default function PrintIdea({ loaderData }: Route.ComponentProps) {
  return <IdeaPrintView document={loaderData.document} />;
}

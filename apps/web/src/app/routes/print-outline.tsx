import { data, redirect } from 'react-router';
import { OutlinePrintView } from '../../features/outline/components/outline-print-view';
import type { Route } from './+types/print-outline';

/**
 * An idea's outline laid out as a document to print or save as PDF: the same document as
 * its Word and Markdown exports, in the outline's language, with the page's buttons in the
 * interface's. Signed-in only, and only the writer's own outlines; `:id` is the idea's.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  const outline = await context.printedOutline(context.writer.user.id, params.id);
  if (!outline) throw data(null, { status: 404 });
  return { ideaId: params.id, outline };
}

export default function PrintOutline({ loaderData }: Route.ComponentProps) {
  return <OutlinePrintView ideaId={loaderData.ideaId} outline={loaderData.outline} />;
}

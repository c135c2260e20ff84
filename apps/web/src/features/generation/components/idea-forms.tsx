import type { HistoryEntry } from '@plume/core/contracts';
import type { ElementName, Mode, Style } from '@plume/core/generation';
import type { ReactNode } from 'react';
import { DevelopForm } from '../../../components/develop-form';
import { RedrawForm } from '../../../components/redraw-form';

/** Under a saved idea on the panel: develop, redraw, then the desk's tools (outline, cards). */
export function IdeaForms({
  entry,
  generating,
  tools,
  onDevelop,
  onRedraw,
}: {
  entry: HistoryEntry;
  generating: boolean;
  tools: ReactNode;
  onDevelop: (mode: Mode, style: Style) => void;
  onRedraw: (keep: ElementName[], style: Style) => void;
}) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <DevelopForm
        mode={entry.mode}
        style={entry.style}
        developed={entry.developments.map((developed) => developed.mode)}
        disabled={generating}
        onDevelop={onDevelop}
      />
      <RedrawForm
        elements={entry.elements}
        language={entry.language}
        style={entry.style}
        disabled={generating}
        onRedraw={onRedraw}
      />
      {tools}
    </div>
  );
}

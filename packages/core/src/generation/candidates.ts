import type { Mode } from './generation-options';

/** The ideas a batch holds: three at once, for one credit (docs/PRODUCT.md, Three at once). */
export const CANDIDATES = 3;

/** The modes a batch may be written in: the short ones, which read side by side. */
export const CANDIDATE_MODES: readonly Mode[] = ['quick', 'random-genres'];

/** The line before each idea of a batch, as the engines write it: "=== IDEA 2 ===". */
export function candidateMarker(index: number): string {
  return `=== IDEA ${index + 1} ===`;
}

const MARKER_LINE = /^[ \t]*=+[ \t]*IDEA[ \t]*\d+[ \t]*=+[ \t]*$/gimu;

/**
 * A batch's text cut at its marker lines, its ideas in the order written; what comes before
 * the first marker (a model's preamble) is dropped. While the text streams in, the last
 * idea may be partial.
 */
export function splitCandidates(raw: string): string[] {
  const markers = [...raw.matchAll(MARKER_LINE)];
  return markers.map((marker, index) => {
    const from = (marker.index ?? 0) + marker[0].length;
    const to = markers[index + 1]?.index ?? raw.length;
    return raw.slice(from, to).replace(/^\r?\n/u, '');
  });
}

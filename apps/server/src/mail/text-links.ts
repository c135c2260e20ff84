/**
 * An http(s) URL inside plain text. The last character may not be punctuation, so the
 * full stop ending a sentence ("... at https://example.test/reset.") stays out of the link.
 */
const LINK = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?'()[\]{}]/g;

export interface TextSegment {
  text: string;
  isLink: boolean;
}

export function firstLink(text: string): string | undefined {
  return text.match(LINK)?.[0];
}

/** Cuts text into plain runs and links, in order; joining every segment gives the text back. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > position) {
      segments.push({ text: text.slice(position, match.index), isLink: false });
    }
    segments.push({ text: match[0], isLink: true });
    position = match.index + match[0].length;
  }
  if (position < text.length) segments.push({ text: text.slice(position), isLink: false });
  return segments;
}

/*
 * The block an AI engine is asked to write after the idea (decision 029): its story
 * elements as one JSON object between <elements> tags. The cleaner takes it out of the
 * idea (cleanIdea), so the writer never sees it; elementsOfAnswer checks what it holds.
 */

/** The opening tag, as the prompt asks for it. */
export const ELEMENTS_OPENING = '<elements>';

/** The block as the prompt shows it, every language alike: the keys are the elements'. */
export const ELEMENTS_BLOCK_SHAPE =
  '<elements>{"lead": {"name": "…", "role": "…"}, "cast": [{"name": "…", "role": "…"}], "setting": "…", "conflict": "…", "twist": "…", "ending": "…"}</elements>';

/** A whole block; a model may put its JSON inside a code fence. */
const BLOCK = /<elements>([\s\S]*?)<\/elements>/giu;

/** A block that never closes (the answer was cut): nothing after its opening is the idea. */
const OPENING = /<elements>/iu;

/** An answer ending inside the opening tag, while it streams ("…la fin. <elem"). */
const PARTIAL_OPENING = /<(?:e(?:l(?:e(?:m(?:e(?:n(?:t(?:s)?)?)?)?)?)?)?)?$/iu;

/** The text without its elements block, closed or not. */
export function withoutElementsBlock(text: string): string {
  const closed = text.replace(BLOCK, '');
  const opening = OPENING.exec(closed);
  return opening ? closed.slice(0, opening.index) : closed;
}

/** The text without the start of an opening tag it may end with while it streams. */
export function withoutPartialOpening(text: string): string {
  return text.replace(PARTIAL_OPENING, '');
}

/**
 * What the last elements block of an answer holds, parsed as JSON; undefined when there is
 * none or it is not JSON. What the object holds is not checked here.
 */
export function elementsBlockOf(answer: string): unknown {
  const blocks = [...answer.matchAll(BLOCK)];
  const inner = blocks.at(-1)?.[1];
  if (inner === undefined) return undefined;
  const json = inner
    .trim()
    .replace(/^```(?:json)?\s*/iu, '')
    .replace(/\s*```$/u, '');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Splits a text into streaming chunks of a few words, cutting after punctuation or at a
 * line break when one comes; the chunks joined give the text back exactly.
 */
export function* chunkText(text: string, wordsPerChunk = 4): Generator<string> {
  const tokens = text.match(/\n+|[^ \t\n]+[ \t]*|[ \t]+/g) ?? [];
  let chunk = '';
  let words = 0;
  for (const token of tokens) {
    if (token.startsWith('\n')) {
      if (chunk) yield chunk;
      yield token;
      chunk = '';
      words = 0;
      continue;
    }
    chunk += token;
    words += 1;
    if (words >= wordsPerChunk || /[,.;:!?»)]\s*$/.test(token)) {
      yield chunk;
      chunk = '';
      words = 0;
    }
  }
  if (chunk) yield chunk;
}

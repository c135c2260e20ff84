/** One server-sent event: its name (`message` when unnamed) and its joined data lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental reader of the text/event-stream format (WHATWG HTML, 9.2.6): feed it the
 * chunks as they arrive, however they are cut, and it returns the events each one completes.
 * Comments and fields other than `event` and `data` are ignored.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text, out);
      return out;
    },
    /** The stream ended: an event without its closing blank line is still delivered. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer !== '') line(buffer.replace(/\r$/, ''), out);
      buffer = '';
      line('', out);
      return out;
    },
  };
}

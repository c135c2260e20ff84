import { createParser } from 'eventsource-parser';

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, in order, each with its data parsed as JSON. */
export function eventsIn(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: (event) =>
      events.push({ event: event.event ?? 'message', data: JSON.parse(event.data) }),
  });
  parser.feed(text);
  return events;
}

/** The events of a streamed answer, read to its end. */
export async function readEvents(response: Response): Promise<ServerSentEvent[]> {
  return eventsIn(await response.text());
}

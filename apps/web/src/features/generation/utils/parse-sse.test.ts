import { describe, expect, it } from 'vitest';
import { createSseParser } from './parse-sse';

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Le"}\n\nevent: done\ndata: {}\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Le"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('completes an event cut anywhere across chunks, CRLF included', () => {
    const parser = createSseParser();
    const whole = 'event: delta\r\ndata: {"text":"a b"}\r\n\r\n';
    const events = [...whole].flatMap((character) => parser.push(character));
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a b"}' }]);
  });

  it('joins data lines, names unnamed events message, and skips comments', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\ndata: one\ndata: two\nid: 3\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('keeps only the first space after the colon', () => {
    const parser = createSseParser();
    expect(parser.push('data:  spaced\n\ndata:tight\n\n')).toEqual([
      { event: 'message', data: ' spaced' },
      { event: 'message', data: 'tight' },
    ]);
  });

  it('delivers an unterminated last event when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('event: done\ndata: {}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('gives nothing for an event without data', () => {
    const parser = createSseParser();
    expect(parser.push('event: ping\n\n')).toEqual([]);
  });
});

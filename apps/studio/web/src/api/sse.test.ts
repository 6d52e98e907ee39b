import { describe, expect, it } from 'vitest';
import { SseParser } from './sse.ts';

describe('event stream parser', () => {
  it('dispatches events at blank lines, across chunk boundaries', () => {
    const parser = new SseParser();
    expect(parser.push('event: round\ndata: {"id":')).toEqual([]);
    expect(parser.push('"1"}\n\n: keep-alive\n\n')).toEqual([{ event: 'round', data: '{"id":"1"}' }]);
  });

  it('joins data lines, defaults the event name and keeps the id', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { event: 'message', data: 'a\nb', id: '7' },
    ]);
  });

  it('waits for the second half of a CRLF split between chunks', () => {
    const parser = new SseParser();
    expect(parser.push('data: x\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('ignores an event name without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: round\n\ndata: y\n\n')).toEqual([{ event: 'message', data: 'y' }]);
  });
});

import { bearerHeader } from './client.ts';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental text/event-stream parser (WHATWG "server-sent events" rules): fields per line, an event
 * dispatched at each blank line, `data` lines joined with "\n", comments (":") ignored. Pure, so it is tested
 * without a network.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone "\r" at the very end may be the first half of "\r\n": wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const dispatched = this.line(line);
      if (dispatched) out.push(dispatched);
    }
    return out;
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return null;
      }
      const event: SseEvent = { event: this.event || 'message', data: this.data.join('\n') };
      if (this.id !== undefined) event.id = this.id;
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id') this.id = value;
    return null;
  }
}

/**
 * Follows an event stream with fetch rather than EventSource, because EventSource cannot send the session's
 * Authorization header. Reconnects with a growing pause (1 s … 10 s) until `stop()`; `onOpen` tells the caller
 * to resynchronise (events missed while disconnected are not replayed).
 */
export function followEvents(
  url: string,
  handlers: { onEvent: (event: SseEvent) => void; onOpen?: () => void; onDown?: () => void },
): { stop: () => void } {
  const controller = new AbortController();
  let attempt = 0;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: { Accept: 'text/event-stream', ...bearerHeader() },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        attempt = 0;
        handlers.onOpen?.();
        const parser = new SseParser();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) handlers.onEvent(event);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      handlers.onDown?.();
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 1000 * attempt)));
    }
  };
  void run();
  return { stop: () => controller.abort() };
}

// The event stream format of the HTML standard (9.2.6 "Interpreting an event stream"), for a
// client that reads the stream with fetch instead of EventSource so it can send headers.

/** One dispatched event. */
export interface SseMessage {
  /** `message` when the stream named none. */
  event: string;
  data: string;
  /** The last event id after this event (the stream's `id:` lines so far). */
  lastEventId: string;
}

/** What the parser reports besides events. */
export interface SseParserHandlers {
  onMessage: (message: SseMessage) => void;
  /** A `retry:` field: the reconnection time the server asks for, in ms. */
  onRetry?: (ms: number) => void;
  /** An `id:` line changed the last event id (also when no event follows it). */
  onId?: (id: string) => void;
}

/** Feeds decoded text in any chunking; calls the handlers as lines complete. */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private lastEventId = '';
  /** A chunk ended in `\r`: a `\n` opening the next chunk belongs to that line break. */
  private pendingCr = false;

  constructor(private readonly handlers: SseParserHandlers) {}

  /** Adds text; complete lines are interpreted at once. */
  push(text: string): void {
    let chunk = text;
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.pendingCr = false;
    this.buffer += chunk;
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) return;
      const line = this.buffer.slice(0, end);
      let next = end + 1;
      if (this.buffer[end] === '\r') {
        if (end + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[end + 1] === '\n') next = end + 2;
      }
      this.buffer = this.buffer.slice(next);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.event = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) {
          this.lastEventId = value;
          this.handlers.onId?.(value);
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.onRetry?.(Number(value));
        break;
      default:
        break;
    }
  }

  private dispatch(): void {
    const data = this.data;
    const event = this.event;
    this.data = [];
    this.event = '';
    if (data.length === 0) return;
    this.handlers.onMessage({
      event: event === '' ? 'message' : event,
      data: data.join('\n'),
      lastEventId: this.lastEventId,
    });
  }
}

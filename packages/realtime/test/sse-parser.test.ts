// The event stream format, fed in awkward chunks.
import { describe, expect, it } from 'vitest';
import { SseParser, type SseMessage } from '../src';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  const parser = new SseParser({
    onMessage: (m) => messages.push(m),
    onId: (id) => ids.push(id),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, ids, retries };
}

describe('SseParser', () => {
  it('reads events, ids, names, comments and multi-line data across any chunking', () => {
    const text =
      'retry: 3000\n\n: heartbeat\n\nid: 7\n\nid: 8\nevent: notificacoes\ndata: {"a":\ndata: 1}\n\ndata: plain\n\n';
    const whole = parse([text]);
    const byChar = parse(Array.from({ length: text.length }, (_, i) => text.charAt(i)));
    for (const result of [whole, byChar]) {
      expect(result.retries).toEqual([3000]);
      expect(result.ids).toEqual(['7', '8']);
      expect(result.messages).toEqual([
        { event: 'notificacoes', data: '{"a":\n1}', lastEventId: '8' },
        { event: 'message', data: 'plain', lastEventId: '8' },
      ]);
    }
  });

  it('accepts CRLF and CR line ends, also split between chunks', () => {
    const { messages } = parse(['event: x\r', '\ndata: 1\r\n\r', '\ndata: 2\r\r']);
    expect(messages.map((m) => [m.event, m.data])).toEqual([
      ['x', '1'],
      ['message', '2'],
    ]);
  });

  it('ignores unknown fields, bad retries and ids with NUL, and needs a blank line to dispatch', () => {
    const { messages, ids, retries } = parse([
      'foo: bar\nretry: soon\nid: a\0b\ndata\n\ndata: pending',
    ]);
    expect(retries).toEqual([]);
    expect(ids).toEqual([]);
    expect(messages).toEqual([{ event: 'message', data: '', lastEventId: '' }]);
  });
});

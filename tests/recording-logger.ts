// A logger whose lines a test reads back, parsed: the one way tests check what was logged.
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../platform/logger.server';

export function recordingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

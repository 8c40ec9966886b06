// The process logger: JSON lines through pino.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'blockcast' }, timestamp: pino.stdTimeFunctions.isoTime });
}

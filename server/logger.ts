/**
 * The process's logger: one JSON object a line, as log collectors read it, except on a terminal,
 * where a person reads it: then each record is one readable line (pino-pretty, loaded only then,
 * formatting synchronously in this thread), a request as "GET /login 200 (12 ms)".
 */
import pino from 'pino';

export type Logger = pino.Logger;

/** Where log lines go: process.stdout, or a test's stand-in. */
export interface LogOutput {
  write(line: string): unknown;
  isTTY?: boolean;
  hasColors?: () => boolean;
}

/** A request's completion record (server/http/request-log.ts) as one short line; others as they are. */
function message(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; path?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const text = String(log[messageKey] ?? '');
  if (!req || !res) return text;
  const took = typeof log.responseTime === 'number' ? ` (${Math.round(log.responseTime)} ms)` : '';
  return `${req.method} ${req.path} ${res.statusCode}${took}${text === 'request completed' ? '' : ` ${text}`}`;
}

/** Readable lines for a terminal: time, level, message, then any other fields. */
function prettyOutput(out: LogOutput): pino.DestinationStream {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only for a terminal
  const { prettyFactory } = require('pino-pretty') as typeof import('pino-pretty');
  const format = prettyFactory({
    colorize: out.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => message(log, messageKey),
  });
  return { write: (line: string) => out.write(format(line)) };
}

export function createLogger(level: string, out: LogOutput = process.stdout): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
      remove: true,
    },
  };
  // A silent logger writes nothing: no formatter to load (test servers, benchmarks).
  if (out.isTTY && level !== 'silent') return pino(options, prettyOutput(out));
  return out === process.stdout ? pino(options) : pino(options, out);
}

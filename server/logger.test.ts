/**
 * The logger writes readable lines for a person at a terminal and JSON lines for anything else (a
 * pipe, a file, a log collector), and loads the formatter only for a terminal.
 */
import type { createLogger as CreateLogger, LogOutput } from './logger';

/** createLogger from a fresh module registry, and whether pino-pretty was loaded by it. */
function freshLogger(): { createLogger: typeof CreateLogger; prettyLoaded: () => boolean } {
  let loaded = false;
  let createLogger!: typeof CreateLogger;
  jest.isolateModules(() => {
    jest.doMock('pino-pretty', () => {
      loaded = true;
      return jest.requireActual('pino-pretty');
    });
    ({ createLogger } = jest.requireActual<typeof import('./logger')>('./logger'));
  });
  return { createLogger, prettyLoaded: () => loaded };
}

function output(isTTY: boolean): LogOutput & { lines: string[] } {
  const lines: string[] = [];
  return { isTTY, hasColors: () => false, lines, write: (line: string) => lines.push(line) };
}

const completed = {
  req: { id: 'r1', method: 'GET', path: '/login' },
  res: { statusCode: 200 },
  responseTime: 12.4,
};

describe('The logger', () => {
  test('When it writes to a terminal, Then each record is one readable line, a request as method, path and status', () => {
    const { createLogger, prettyLoaded } = freshLogger();
    const out = output(true);
    const logger = createLogger('info', out);
    logger.info('Portal listening on http://localhost:3000');
    logger.child({ reqId: 'r1' }).info(completed, 'request completed');
    logger.warn({ attempt: 2 }, 'retrying');

    expect(prettyLoaded()).toBe(true);
    expect(out.lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Portal listening on http:\/\/localhost:3000\n$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/login 200 \(12 ms\)\n$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] WARN: retrying \{"attempt":2\}\n$/),
    ]);
  });

  test('When it writes to a pipe or a file, Then each record is a JSON line, and the formatter is not loaded', () => {
    const { createLogger, prettyLoaded } = freshLogger();
    const out = output(false);
    const logger = createLogger('info', out);
    logger.info('Portal listening on http://localhost:3000');
    logger.child({ reqId: 'r1' }).info(completed, 'request completed');

    expect(prettyLoaded()).toBe(false);
    expect(out.lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 30, msg: 'Portal listening on http://localhost:3000' }),
      expect.objectContaining({ level: 30, reqId: 'r1', res: { statusCode: 200 }, msg: 'request completed' }),
    ]);
  });

  test('When the level is silent, Then even a terminal gets no formatter: nothing is written', () => {
    const { createLogger, prettyLoaded } = freshLogger();
    const out = output(true);
    createLogger('silent', out).error('unseen');
    expect(prettyLoaded()).toBe(false);
    expect(out.lines).toEqual([]);
  });
});

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/logger.js';

const capture = (level?: 'info' | 'warn') => {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

describe('logger', () => {
  it('writes console-style calls as JSON lines: an Error as err, a plain object as fields, anything else as details', () => {
    const { logger, records } = capture();
    logger.error('request failed', { requestId: 'r-1' }, new TypeError('boom'), 'extra', 42);
    expect(records()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        requestId: 'r-1',
        details: ['extra', 42],
        err: expect.objectContaining({ type: 'TypeError', message: 'boom', stack: expect.any(String) }),
      }),
    ]);
  });

  it('replaces credentials an error carries with [redacted]', () => {
    const { logger, records } = capture();
    const error = Object.assign(new Error('upstream refused'), {
      request: { headers: { Authorization: 'Bearer SERVICE_INFERENCE_KEY_secret', 'SIGN-IN-WITH-X': 'signed', accept: 'application/json' } },
    });
    logger.warn('upstream call failed', error);
    const [record] = records();
    expect(JSON.stringify(record)).not.toContain('secret');
    expect(JSON.stringify(record)).not.toContain('signed');
    expect(record!.err).toMatchObject({ request: { headers: { Authorization: '[redacted]', 'SIGN-IN-WITH-X': '[redacted]', accept: 'application/json' } } });
  });

  it('writes nothing below its level', () => {
    const { logger, records } = capture('warn');
    logger.info('request', { requestId: 'quiet' });
    logger.warn('model x is not served');
    expect(records().map((record) => record.msg)).toEqual(['model x is not served']);
  });

  it("writes a line byte for byte as pino's own call with the same fields and message writes it", () => {
    const ours: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void ours.push(line) } });
    const theirs: string[] = [];
    const reference = pino({ level: 'info' }, { write: (line: string) => void theirs.push(line) });
    const lines: [string, Record<string, unknown>][] = [
      ['request', { requestId: 'r-1', operationId: 'createChatCompletion', method: 'POST', path: '/api/v1/chat/completions', status: 200, durationMs: 0.549 }],
      ['request', { requestId: 'r-2', operationId: undefined, method: 'GET', path: '/nowhere', status: 404, durationMs: 0.1, aborted: true }],
      [
        'odd values',
        {
          quote: 'say "hi"\\ \n\ttab',
          unicode: 'één 🦊',
          control: '\u0001',
          infinite: Number.POSITIVE_INFINITY,
          nan: Number.NaN,
          negative: -1.5e-7,
          big: 1e21,
          no: false,
        },
      ],
      ['nested', { requestId: 'r-3', nested: { deep: [1, 2] } }],
    ];
    for (const [message, fields] of lines) {
      logger.info(message, fields);
      reference.info(fields, message);
    }
    const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');
    expect(ours.map(withoutTime)).toEqual(theirs.map(withoutTime));
    expect(JSON.parse(ours[2]!)).toMatchObject({ quote: 'say "hi"\\ \n\ttab', unicode: 'één 🦊', infinite: null, nan: null, no: false });
  });
});

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
});

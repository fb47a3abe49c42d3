// The string formats of the validators on what a caller can send: strings of many MiB, shaped to
// make a regex backtrack. Each must answer (valid or not) without throwing, through the Ajv setup
// codegen compiles with and through the generated validators the service runs.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../codegen/ajv-setup.js';
import { requestValidators } from '../../generated/validators.js';

const SIZE = 8 * 1024 * 1024;

/** Long strings of the shapes that made ajv-formats' regexes recurse: URLs, dotted names, digits, slashes. */
const LONG_INPUTS: Record<string, string> = {
  letters: 'a'.repeat(SIZE),
  'data URL': `data:image/png;base64,${'A'.repeat(SIZE)}`,
  'http URL': `http://example.com/${'a/'.repeat(SIZE / 2)}`,
  'escaped URL': `http://example.com/${'%41'.repeat(SIZE / 3)}%4`,
  'fraction of a second': `2026-01-01T00:00:00.${'1'.repeat(SIZE)}x`,
  'dotted name': 'a.'.repeat(SIZE / 2),
  'address-like': `a@${'a.'.repeat(SIZE / 2)}`,
  dashes: `${'a-'.repeat(SIZE / 2)}!`,
  slashes: `/${'a'.repeat(SIZE)}`,
};

describe('String formats', () => {
  const ajv = createAjv();

  it('answers every long input for every registered format without throwing', () => {
    const names = Object.keys(ajv.formats);
    expect(names).toEqual(expect.arrayContaining(['uri', 'date', 'date-time', 'uuid', 'binary']));
    const failures: string[] = [];
    for (const format of names) {
      const validate = ajv.compile({ type: 'string', format });
      for (const [shape, input] of Object.entries(LONG_INPUTS)) {
        try {
          validate(input);
        } catch (error) {
          failures.push(`${format} on ${shape}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('uri accepts absolute URIs and data URLs, checking a data URL up to the end of its header', () => {
    const validate = ajv.compile({ type: 'string', format: 'uri' });
    for (const uri of ['https://example.com/a?b=c#d', 'http://[::1]:8080/x', 'HTTP://EXAMPLE.COM/%41', 'urn:uuid:1', 'data:,hi', 'DATA:image/png;base64,AAAA'])
      expect(validate(uri), uri).toBe(true);
    for (const uri of [
      '/relative',
      'http://a b',
      'http://a/%zz',
      'http://ä.example/',
      'data:no-comma',
      `data:${'x'.repeat(300)},AAAA`,
      `http://a/${'b'.repeat(70_000)}`,
    ])
      expect(validate(uri), uri.slice(0, 40)).toBe(false);
    expect(validate(LONG_INPUTS['data URL'])).toBe(true);
  });

  it('the generated chat validator takes a chat whose image is a data URL of 8 MiB', () => {
    const validate = requestValidators.createChatCompletion.body!;
    const body = {
      model: 'chat-basic',
      messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: LONG_INPUTS['data URL'] } }] }],
    };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });
});

import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readableChunks } from '../../src/readable-chunks.js';

const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

async function collect(iterator: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of iterator) chunks.push(chunk);
  return chunks;
}

describe('readableChunks', () => {
  it('yields every chunk in order, written before and after the reader waits, then ends', async () => {
    const stream = new PassThrough();
    stream.write('a');
    const reading = collect(readableChunks(stream));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('b');
    stream.end('c');
    expect(text(await reading)).toBe('abc');
  });

  it('pauses the stream past its high-water mark and resumes it once read down', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream, 2);
    stream.write('1');
    stream.write('2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.isPaused()).toBe(true);
    await chunks.next();
    expect(stream.isPaused()).toBe(true); // one still queued
    await chunks.next();
    expect(stream.isPaused()).toBe(false);
    stream.end('3');
    expect(text(await collect(chunks))).toBe('3');
  });

  it('throws a stream error after the chunks that came before it', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream);
    stream.write('early');
    await new Promise((resolve) => setImmediate(resolve));
    stream.destroy(new Error('socket hang up'));
    const first = await chunks.next();
    expect(first.value?.toString()).toBe('early');
    await expect(chunks.next()).rejects.toThrow('socket hang up');
  });

  it('fails a stream that closes before its end', async () => {
    const stream = new PassThrough();
    const reading = collect(readableChunks(stream));
    stream.destroy();
    await expect(reading).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });

  it('destroys the stream when the consumer stops early, and is done after that', async () => {
    const stream = Readable.from(['x', 'y', 'z'].map((letter) => Buffer.from(letter)));
    const chunks = readableChunks(stream);
    for await (const chunk of chunks) {
      expect(chunk.toString()).toBe('x');
      break;
    }
    expect(stream.destroyed).toBe(true);
    expect(await chunks.next()).toEqual({ value: undefined, done: true });
  });

  it('ends at once on a stream that already ended, and fails on one already destroyed', async () => {
    const ended = new PassThrough();
    ended.end();
    await collect(ended); // consumed to its end
    expect(await collect(readableChunks(ended))).toEqual([]);
    const destroyed = new PassThrough();
    destroyed.destroy(new Error('gone'));
    await expect(collect(readableChunks(destroyed))).rejects.toThrow('gone');
  });
});

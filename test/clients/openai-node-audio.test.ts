// The official `openai` npm SDK, unchanged, pointed at {base_url}/api/v1: audio.speech.create
// against the embedded espeak-ng engine (whole and read as a stream) and an openai-compatible upstream;
// audio.transcriptions.create of that speech through a loopback upstream.
import OpenAI, { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { useInferenceSdk } from '../support/openai-sdk.js';

describe('official openai npm SDK: audio', () => {
  const sdk = useInferenceSdk();

  it('creates speech with audio.speech.create by an OpenAI model name', async () => {
    const response = await sdk.client.audio.speech.create({ model: 'tts-1', voice: 'en', input: 'Hello from the SDK.', response_format: 'wav' });
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(40)).toBeGreaterThan(22050); // more than half a second of 16-bit samples
  });

  it('reads streamed speech chunk by chunk (stream_format audio)', async () => {
    const response = await sdk.client.audio.speech.create({
      model: 'speech-espeak',
      voice: 'fr',
      input: 'Bonjour. Ceci est un test du flux audio. Il continue encore un peu.',
      response_format: 'mp3',
      stream_format: 'audio',
      // streaming is this service's flag, sent as an extra body field
      ...({ streaming: true } as object),
    });
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) size += chunk.length;
    expect(size).toBeGreaterThan(1000);
  });

  it('creates speech through an upstream with its own voices, and sees a wrong voice as BadRequestError', async () => {
    const response = await sdk.client.audio.speech.create({ model: 'speech-upstream', voice: 'alloy', input: 'Hi there' });
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('AUDIO:alloy:Hi there');
    await expect(sdk.client.audio.speech.create({ model: 'speech-upstream', voice: 'en', input: 'Hi' })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('transcribes speech with audio.transcriptions.create, as JSON and as text', async () => {
    const speech = Buffer.from(
      await (await sdk.client.audio.speech.create({ model: 'tts-1', voice: 'en', input: 'Round trip.', response_format: 'mp3' })).arrayBuffer(),
    );
    const json = await sdk.client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(speech, 'round-trip.mp3') });
    expect(json.text).toBe(`heard ${speech.length} bytes of round-trip.mp3`);
    const text = await sdk.client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(speech, 'round-trip.mp3'), response_format: 'text' });
    expect(text).toBe(`heard ${speech.length} bytes of round-trip.mp3`);
    const received = sdk.app.upstream.requests.at(-1)!.body;
    expect(received.file.bytes.equals(speech)).toBe(true);
    await expect(sdk.client.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(Buffer.alloc(0), 'empty.wav') })).rejects.toBeInstanceOf(
      OpenAI.UnprocessableEntityError,
    );
  });
});

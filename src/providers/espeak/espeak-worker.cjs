// The espeak-ng worker thread (src/providers/espeak/engine.ts starts it). espeak-ng runs as
// WebAssembly from the text2wav package, whose voice data ships inside it. One synthesis blocks
// its thread for up to seconds, so it never runs on the service's event loop. Plain CommonJS
// because a worker thread loads its file with Node itself, in tests (TypeScript) and builds alike.
//
// Message in:  { id, text, voice, wordsPerMinute } or { id, text, voice, ipa: true }
// Message out: { id, samples: Uint8Array (16-bit little-endian mono), sampleRate }, { id, phonemes:
//              string[] (IPA, one clause each) }, or { id, error }
const { parentPort } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const EspeakNg = require('text2wav/lib/espeak-ng');
// Compiled once; each synthesis instantiates it afresh, since espeak-ng's main() keeps state.
const wasm = new WebAssembly.Module(readFileSync(path.join(path.dirname(require.resolve('text2wav/lib/espeak-ng')), 'espeak-ng.wasm')));

/**
 * One run of espeak-ng's command line on a text written to its in-memory file system: the WAV it
 * writes, or with `ipa` (-q --ipa: no sound) the IPA phonemes it prints, one line a clause, which
 * Piper voices take.
 */
function synthesize({ text, voice, wordsPerMinute, ipa }) {
  return new Promise((resolve, reject) => {
    const messages = [];
    const printed = [];
    const output = ipa ? ['-q', '--ipa'] : ['-w', '/output.wav', '-s', String(wordsPerMinute)];
    const runtime = {
      // The text is read from a file (-f), never passed as an argument: text starting with "-" would be an option.
      arguments: ['-f', '/input.txt', ...output, '-v', voice],
      print: (line) => printed.push(String(line)),
      printErr: (message) => messages.push(String(message)),
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm), reject);
        return {};
      },
      preRun: [() => runtime.FS.writeFile('/input.txt', text)],
      postRun: () => {
        try {
          runtime.FS.unmount('/usr/share');
          resolve(ipa ? printed : runtime.FS.readFile('/output.wav'));
        } catch (error) {
          reject(error);
        }
      },
      // espeak-ng exits (an unknown voice, for one) instead of returning
      quit: (status) => reject(new Error(`espeak-ng exited with status ${status}: ${messages[0] ?? ''}`)),
      onAbort: (reason) => reject(new Error(`espeak-ng aborted: ${String(reason)}`)),
    };
    EspeakNg(runtime);
  });
}

/** The samples of a RIFF/WAVE file and their rate (espeak-ng writes 16-bit mono PCM). */
function samplesOf(wav) {
  const bytes = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF') throw new Error('espeak-ng wrote no WAV file');
  let sampleRate = 22050;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const name = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (name === 'fmt ') sampleRate = bytes.readUInt32LE(offset + 12);
    if (name === 'data') return { samples: bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + size)), sampleRate };
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote a WAV file without samples');
}

// The Emscripten glue adds process-wide handlers on every run; in this thread only ours matter.
function dropGlueHandlers() {
  for (const event of ['uncaughtException', 'unhandledRejection']) process.removeAllListeners(event);
}

let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      if (request.ipa) {
        const phonemes = await synthesize(request);
        return void parentPort.postMessage({ id: request.id, phonemes: phonemes.filter((line) => line.trim() !== '') });
      }
      const { samples, sampleRate } = samplesOf(await synthesize(request));
      const copy = new Uint8Array(samples);
      parentPort.postMessage({ id: request.id, samples: copy, sampleRate }, [copy.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      dropGlueHandlers();
    }
  });
});

// Playground: a streamed chat, then speech, transcription, image upscale, background removal and
// embeddings, each on the public API with the signed-in key (and charged to it).
import { BackgroundRemove } from './background-remove';
import { Chat } from './chat';
import { Embeddings } from './embeddings';
import { Speech } from './speech';
import { Transcription } from './transcription';
import { Upscale } from './upscale';

export function Playground() {
  return (
    <>
      <Chat />
      <Speech />
      <Transcription />
      <Upscale />
      <BackgroundRemove />
      <Embeddings />
    </>
  );
}

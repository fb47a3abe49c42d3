// Playground: a streamed chat, then speech, image upscale and embeddings, each on the public API
// with the signed-in key (and charged to it).
import { Chat } from './chat';
import { Embeddings } from './embeddings';
import { Speech } from './speech';
import { Upscale } from './upscale';

export function Playground() {
  return (
    <>
      <Chat />
      <Speech />
      <Upscale />
      <Embeddings />
    </>
  );
}

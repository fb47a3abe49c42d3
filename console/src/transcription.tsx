// Transcription in the playground: an uploaded or recorded clip, sent as a multipart upload
// (POST /audio/transcriptions), its text shown.
import { useRef, useState } from 'preact/hooks';
import { api, failureOf } from './api';
import { ErrorLine } from './messages';
import { ModelPicker, useModels } from './model-picker';
import { useAction } from './use-action';

interface Heard {
  text: string;
}

/** Records the microphone until stopped (where the browser has MediaRecorder and the page may use it). */
function useRecorder() {
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const [recording, setRecording] = useState(false);
  const start = async (done: (clip: Blob) => void) => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      setRecording(false);
      done(new Blob(chunks, { type: media.mimeType || 'audio/webm' }));
    };
    media.start();
    recorder.current = media;
    setRecording(true);
  };
  return { recording, start, stop: () => recorder.current?.stop(), available: typeof MediaRecorder !== 'undefined' };
}

export function Transcription() {
  const models = useModels('asr');
  const [model, setModel] = useState('');
  const [heard, setHeard] = useState<Heard>();
  const action = useAction();
  const recorder = useRecorder();
  const chosen = model || models.data?.[0]?.id || '';

  const transcribe = (clip: Blob, name: string) =>
    action.run(async () => {
      setHeard(undefined);
      const {
        data,
        error: refusal,
        response,
      } = await api.POST('/audio/transcriptions', {
        body: { file: name, model: chosen } as never,
        bodySerializer: () => {
          const form = new FormData();
          form.set('file', clip, name);
          if (chosen) form.set('model', chosen);
          return form;
        },
      });
      if (!response.ok || !data) throw failureOf(refusal, response);
      setHeard(data as Heard);
    });

  async function upload(event: Event) {
    event.preventDefault();
    const file = ((event.currentTarget as HTMLFormElement).elements.namedItem('audio') as HTMLInputElement).files?.[0];
    if (!file) return action.run(async () => Promise.reject(new Error('Choose an audio file first.')));
    await transcribe(file, file.name);
  }

  return (
    <section aria-labelledby="transcription-title" class="panel">
      <h2 id="transcription-title">Transcription</h2>
      {models.data?.length === 0 ? (
        <p>This key has no transcription model.</p>
      ) : (
        <form class="stacked" onSubmit={upload}>
          <label for="transcription-model">Model</label>
          <ModelPicker id="transcription-model" models={models.data ?? []} value={chosen} onChange={setModel} />
          <label for="transcription-audio">Audio (WAV, FLAC, MP3, M4A, OGG or WEBM)</label>
          <input id="transcription-audio" name="audio" type="file" accept="audio/*,video/webm" />
          <div class="actions">
            <button type="submit" disabled={action.busy || recorder.recording}>
              {action.busy ? 'Transcribing…' : 'Transcribe'}
            </button>
            {recorder.available && (
              <button
                type="button"
                disabled={action.busy}
                onClick={() =>
                  recorder.recording
                    ? recorder.stop()
                    : void recorder.start((clip) => void transcribe(clip, 'recording.webm')).catch((error: Error) => action.run(() => Promise.reject(error)))
                }
              >
                {recorder.recording ? 'Stop and transcribe' : 'Record'}
              </button>
            )}
          </div>
        </form>
      )}
      <ErrorLine message={models.error ?? action.error} />
      {heard && (
        <figure class="transcript">
          <blockquote data-testid="transcript">{heard.text}</blockquote>
          <figcaption>Transcript</figcaption>
        </figure>
      )}
    </section>
  );
}

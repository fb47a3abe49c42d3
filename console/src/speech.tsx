// Speech in the playground: text to audio (POST /audio/speech), played in the page.
import { useState } from 'preact/hooks';
import { api, failureOf } from './api';
import { ErrorLine } from './messages';
import { ModelPicker, useModels } from './model-picker';
import { useObjectUrl } from './object-url';
import { useAction } from './use-action';

export function Speech() {
  const models = useModels('tts');
  const [model, setModel] = useState('');
  const [voice, setVoice] = useState('');
  const [audio, setAudio] = useObjectUrl();
  const action = useAction();
  const chosen = models.data?.find((candidate) => candidate.id === model) ?? models.data?.[0];
  const voices = chosen?.model_spec.voices ?? [];

  async function speak(event: Event) {
    event.preventDefault();
    const input = ((event.currentTarget as HTMLFormElement).elements.namedItem('input') as HTMLTextAreaElement).value;
    await action.run(async () => {
      const {
        data,
        error: refusal,
        response,
      } = await api.POST('/audio/speech', {
        body: { model: chosen?.id, input, ...(voice ? { voice } : {}), response_format: 'wav' },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw failureOf(refusal, response);
      setAudio(data as unknown as Blob); // audio bytes: the spec types a binary body as a string
    });
  }

  return (
    <section aria-labelledby="speech-title" class="panel">
      <h2 id="speech-title">Speech</h2>
      {models.data?.length === 0 ? (
        <p>This key has no speech model.</p>
      ) : (
        <form class="stacked" onSubmit={speak}>
          <label for="speech-model">Model</label>
          <ModelPicker id="speech-model" models={models.data ?? []} value={chosen?.id ?? ''} onChange={setModel} />
          <label for="speech-voice">Voice</label>
          <select id="speech-voice" value={voice} onChange={(event) => setVoice(event.currentTarget.value)}>
            <option value="">the model's default{chosen?.model_spec.default_voice ? ` (${chosen.model_spec.default_voice})` : ''}</option>
            {voices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label for="speech-input">Text</label>
          <textarea id="speech-input" name="input" rows={2} required maxLength={4096} />
          <button type="submit" disabled={action.busy || !chosen}>
            {action.busy ? 'Speaking…' : 'Speak'}
          </button>
        </form>
      )}
      <ErrorLine message={models.error ?? action.error} />
      {/* biome-ignore lint/a11y/useMediaCaption: synthesized speech of the text typed just above */}
      {audio && <audio controls src={audio} data-testid="speech-audio" />}
    </section>
  );
}

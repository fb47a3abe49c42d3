// Image upscale in the playground: a picked image, sent as a data URL (POST /image/upscale), shown
// before and after.
import { useState } from 'preact/hooks';
import { api, failureOf } from './api';
import { asDataUrl } from './data-url';
import { ErrorLine } from './messages';
import { ModelPicker, useModels } from './model-picker';
import { useObjectUrl } from './object-url';
import { useAction } from './use-action';

export function Upscale() {
  const models = useModels('upscale');
  const [model, setModel] = useState('');
  const [before, setBefore] = useObjectUrl();
  const [after, setAfter] = useObjectUrl();
  const action = useAction();
  const chosen = model || models.data?.[0]?.id || '';

  async function upscale(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const file = (form.elements.namedItem('image') as HTMLInputElement).files?.[0];
    const scale = Number((form.elements.namedItem('scale') as HTMLSelectElement).value) as 2 | 4;
    await action.run(async () => {
      if (!file) throw new Error('Choose an image first.');
      setBefore(file);
      setAfter(undefined);
      const {
        data,
        error: refusal,
        response,
      } = await api.POST('/image/upscale', {
        body: { image: await asDataUrl(file), scale, ...(chosen ? { model: chosen } : {}) },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw failureOf(refusal, response);
      setAfter(data);
    });
  }

  return (
    <section aria-labelledby="upscale-title" class="panel">
      <h2 id="upscale-title">Image upscale</h2>
      {models.data?.length === 0 ? (
        <p>This key has no upscale model.</p>
      ) : (
        <form class="stacked" onSubmit={upscale}>
          <label for="upscale-model">Model</label>
          <ModelPicker id="upscale-model" models={models.data ?? []} value={chosen} onChange={setModel} />
          <label for="upscale-image">Image (PNG, JPEG, WebP, GIF, AVIF or TIFF)</label>
          <input id="upscale-image" name="image" type="file" accept="image/*" required />
          <label for="upscale-scale">Scale</label>
          <select id="upscale-scale" name="scale">
            <option value="2">2×</option>
            <option value="4">4×</option>
          </select>
          <button type="submit" disabled={action.busy}>
            {action.busy ? 'Upscaling…' : 'Upscale'}
          </button>
        </form>
      )}
      <ErrorLine message={models.error ?? action.error} />
      {before && (
        <div class="before-after">
          <figure>
            <img src={before} alt="What was sent" />
            <figcaption>Before</figcaption>
          </figure>
          {after && (
            <figure>
              <img src={after} alt="The upscaled result" data-testid="upscaled" />
              <figcaption>After</figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}

// Background removal in the playground: a picked image, sent as a data URL (POST /image/background-remove)
// to the default background-removal model, shown before and after on a checkered backdrop.
import { api, failureOf } from './api';
import { asDataUrl } from './data-url';
import { ErrorLine } from './messages';
import { useObjectUrl } from './object-url';
import { useAction } from './use-action';

export function BackgroundRemove() {
  const [before, setBefore] = useObjectUrl();
  const [after, setAfter] = useObjectUrl();
  const action = useAction();

  async function remove(event: Event) {
    event.preventDefault();
    const file = ((event.currentTarget as HTMLFormElement).elements.namedItem('image') as HTMLInputElement).files?.[0];
    await action.run(async () => {
      if (!file) throw new Error('Choose an image first.');
      setBefore(file);
      setAfter(undefined);
      const { data, error: refusal, response } = await api.POST('/image/background-remove', { body: { image: await asDataUrl(file) }, parseAs: 'blob' });
      if (!response.ok || !data) throw failureOf(refusal, response);
      setAfter(data as unknown as Blob); // image bytes: the spec types a binary body as a string
    });
  }

  return (
    <section aria-labelledby="background-title" class="panel">
      <h2 id="background-title">Background removal</h2>
      <form class="stacked" onSubmit={remove}>
        <label for="background-image">Image (PNG, JPEG, WebP, GIF, AVIF or TIFF)</label>
        <input id="background-image" name="image" type="file" accept="image/*" required />
        <button type="submit" disabled={action.busy}>
          {action.busy ? 'Removing…' : 'Remove background'}
        </button>
      </form>
      <ErrorLine message={action.error} />
      {before && (
        <div class="before-after">
          <figure>
            <img src={before} alt="What was sent for background removal" />
            <figcaption>Before</figcaption>
          </figure>
          {after && (
            <figure class="checkered">
              <img src={after} alt="The cut-out, its background transparent" data-testid="cut-out" />
              <figcaption>After</figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}

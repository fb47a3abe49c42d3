// Embeddings in the playground: a text's vector (POST /embeddings), shown by its size, its first
// values, its tokens and its cost.
import { useState } from 'preact/hooks';
import { api, type Schemas, unwrap } from './api';
import { plain, usd } from './format';
import { ErrorLine } from './messages';
import { ModelPicker, useModels } from './model-picker';
import { useAction } from './use-action';

const SHOWN_VALUES = 8;

export function Embeddings() {
  const models = useModels('embedding');
  const [model, setModel] = useState('');
  const [result, setResult] = useState<{ vector: number[]; usage?: { prompt_tokens: number }; cost?: Schemas['Cost'] }>();
  const action = useAction();
  const chosen = model || models.data?.[0]?.id || '';

  async function embed(event: Event) {
    event.preventDefault();
    const input = ((event.currentTarget as HTMLFormElement).elements.namedItem('input') as HTMLTextAreaElement).value;
    await action.run(async () => {
      const answer = await unwrap(api.POST('/embeddings', { body: { model: chosen, input, encoding_format: 'float' } }));
      const vector = answer.data[0]?.embedding;
      if (!Array.isArray(vector)) throw new Error('The answer held no vector.');
      setResult({ vector, usage: answer.usage, cost: (answer as { cost?: Schemas['Cost'] }).cost });
    });
  }

  return (
    <section aria-labelledby="embeddings-title" class="panel">
      <h2 id="embeddings-title">Embeddings</h2>
      <form class="stacked" onSubmit={embed}>
        <label for="embeddings-model">Model</label>
        <ModelPicker id="embeddings-model" models={models.data ?? []} value={chosen} onChange={setModel} />
        <label for="embeddings-input">Text</label>
        <textarea id="embeddings-input" name="input" rows={2} required />
        <button type="submit" disabled={!chosen}>
          Embed
        </button>
      </form>
      <ErrorLine message={models.error ?? action.error} />
      {result && (
        <p data-testid="embedding">
          {result.vector.length} dimensions; first values:{' '}
          {result.vector
            .slice(0, SHOWN_VALUES)
            .map((value) => value.toFixed(4))
            .join(', ')}
          {result.usage ? `; ${plain(result.usage.prompt_tokens)} tokens` : ''}
          {result.cost ? `; cost ${usd(result.cost.usd)}` : ''}
        </p>
      )}
    </section>
  );
}

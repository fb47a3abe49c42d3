// A select of the models of one type the signed-in key may use (GET /models?type=…).
import { api, unwrap, type Schemas } from './api';
import { useLoad } from './use-load';

type ModelType = NonNullable<Schemas['ModelResponse']['type']>;

export function useModels(type: ModelType) {
  return useLoad(() => unwrap(api.GET('/models', { params: { query: { type } } })).then((list) => list.data), [type]);
}

export function ModelPicker({ id, models, value, onChange }: { id: string; models: Schemas['ModelResponse'][]; value: string; onChange(model: string): void }) {
  return (
    <select id={id} name="model" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      {models.map((model) => (
        <option key={model.id} value={model.id}>
          {model.model_spec.name ? `${model.id} — ${model.model_spec.name}` : model.id}
        </option>
      ))}
    </select>
  );
}

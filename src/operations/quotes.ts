// Tags "Video" and "Audio": what a job would cost, from the pricing code that charges it.
import { audioJobPrice, videoJobPrice, voiceChangerJobPrice } from '../billing/job-prices.js';
import { fromMicro } from '../money.js';
import type { Catalog, ModelRecord } from '../catalog/catalog.js';
import { notFound } from '../errors.js';
import type { Handlers } from './handler-context.js';

/** Any configured model of the right kind: a quote prices the job even where this build cannot run it yet. */
function jobModel(catalog: Catalog, id: string, accepts: (record: ModelRecord) => boolean, kind: string): ModelRecord {
  const record = catalog.configured.get(id);
  if (!record || !accepts(record)) throw notFound(`No ${kind} model ${id} in the catalog`, 'MODEL_NOT_FOUND');
  return record;
}

const seconds = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

export const quoteHandlers = {
  async quoteVideo({ body }, context) {
    const model = jobModel(context.services.catalog, body.model, (record) => record.type === 'video', 'video');
    return { status: 200, body: { quote: fromMicro(videoJobPrice(model, body).usd) } };
  },
  async quoteAudio({ body }, context) {
    const model = jobModel(
      context.services.catalog,
      body.model,
      (record) => ['music', 'tts', 'audio'].includes(record.type) && !record.model_spec.voice_changer,
      'audio',
    );
    const price = audioJobPrice(model, { duration_seconds: seconds(body.duration_seconds), character_count: body.character_count });
    return { status: 200, body: { quote: fromMicro(price.usd) } };
  },
  async quoteVoiceChanger({ body }, context) {
    const model = jobModel(context.services.catalog, body.model, (record) => record.model_spec.voice_changer === true, 'voice-changer');
    const duration = Number(body.duration_seconds);
    return { status: 200, body: { quote: fromMicro(voiceChangerJobPrice(model, duration).usd), duration_seconds: duration } };
  },
} satisfies Pick<Handlers, 'quoteVideo' | 'quoteAudio' | 'quoteVoiceChanger'>;

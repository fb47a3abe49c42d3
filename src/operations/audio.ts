// Tag "Audio": speech, transcription and voice cloning (src/audio/), and asynchronous audio jobs such as music
// and the voice changer (src/jobs/media-jobs.ts), whose finished audio is passed on as the engine streams it.
import { Readable } from 'node:stream';
import { cloneVoice, cloningModelId, planVoiceClone, voiceClonePrice } from '../audio/cloned-voices.js';
import { AUDIO_MEDIA_TYPES, planSpeech, settleSpeech, speak, speechModelId, speechPrice } from '../audio/speech.js';
import { srtText, verboseBody, vttText } from '../audio/transcript-formats.js';
import { planTranscription, transcribe, transcriptionBody, transcriptionModelId, transcriptionPrice } from '../audio/transcription.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { completeJob, queueJob, retrieveJob } from '../jobs/media-jobs.js';
import { paidCallContext, requirePrincipal, type Handlers } from './handler-context.js';

const FORMAT_NAMES = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/flac': 'flac' } as const;

/** The spec's audio media types; an upstream's alias (audio/mp3, audio/x-wav) is named the standard way. */
function audioMediaType(upstream: string): keyof typeof FORMAT_NAMES {
  const type = upstream.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/wav' || type === 'audio/x-wav' || type === 'audio/wave') return 'audio/wav';
  if (type === 'audio/flac' || type === 'audio/x-flac') return 'audio/flac';
  return 'audio/mpeg';
}

export const audioHandlers = {
  async createSpeech({ body }, context) {
    const { services, principal } = context;
    await context.paidStep.admit(speechModelId(services, principal, body.model));
    const plan = await planSpeech(services, principal, body);
    const meter = await context.paidStep.reserve(speechPrice(plan));
    const audio = await speak(plan, context.signal);
    // Streamed: charged once the first audio exists. Whole: charged once all of it does.
    const bytes = body.streaming ? undefined : await audio.collect();
    await settleSpeech(meter, plan).catch(async (error: unknown) => {
      await audio.cancel();
      throw error;
    });
    const headers = { ...servedModelHeaders(plan.model, { contentSafety: false }), ...audio.headers };
    return { status: 200, body: bytes ?? Readable.from(audio.chunks, { objectMode: false }), contentType: AUDIO_MEDIA_TYPES[audio.format], headers };
  },
  async createTranscription({ body, files }, context) {
    const { services, principal } = context;
    await context.paidStep.admit(transcriptionModelId(services, principal, body.model));
    const plan = await planTranscription(services, principal, body, files.file, context.signal);
    const meter = await context.paidStep.reserve(transcriptionPrice(plan));
    const result = await transcribe(plan, meter, context.signal);
    const headers = servedModelHeaders(plan.model, { contentSafety: false });
    const text = (body: string, type = 'text/plain') => ({ status: 200 as const, body, contentType: `${type}; charset=utf-8`, headers });
    if (plan.format === 'text') return text(result.text);
    if (plan.format === 'srt') return text(srtText(result, plan.seconds));
    if (plan.format === 'vtt') return text(vttText(result, plan.seconds), 'text/vtt');
    if (plan.format === 'verbose_json') return { status: 200, body: verboseBody(result, plan.seconds, plan.words), headers };
    return { status: 200, body: transcriptionBody(plan, result), headers };
  },
  async createClonedVoice({ body, files }, context) {
    const { services, principal } = context;
    await context.paidStep.admit(cloningModelId(services, principal, body.model));
    const plan = await planVoiceClone(services, principal, body.model, files.file, context.signal);
    const meter = await context.paidStep.reserve(voiceClonePrice(plan));
    return { status: 200, body: await cloneVoice(services, requirePrincipal(context), plan, meter, context.signal) };
  },
  async queueAudio({ body }, context) {
    const job = await queueJob('audio', paidCallContext(context), body);
    return { status: 200, body: { model: job.model, queue_id: job.queueId, status: 'QUEUED' as const } };
  },
  async retrieveAudio({ body }, context) {
    const state = await retrieveJob('audio', paidCallContext(context), body);
    if (state.kind === 'media') return { status: 200, body: state.body, contentType: audioMediaType(state.contentType) };
    return { status: 200, body: { status: state.status, average_execution_time: state.averageExecutionMs, execution_duration: state.executionMs } };
  },
  async completeAudio({ body }, context) {
    await completeJob('audio', paidCallContext(context), body);
    return { status: 200, body: { success: true } };
  },
  async queueVoiceChanger({ body, files }, context) {
    // a form's `file` field holds the upload's name; the bytes are in files.file
    const job = await queueJob('voice-changer', paidCallContext(context), { ...body, file: files.file });
    return { status: 200, body: { model: job.model, queue_id: job.queueId, status: 'QUEUED' as const, duration_seconds: job.durationSeconds! } };
  },
  async retrieveVoiceChanger({ body }, context) {
    const state = await retrieveJob('voice-changer', paidCallContext(context), body);
    const headers = { 'x-service-model-id': state.model.record.id, 'x-service-model-name': servedModelHeaders(state.model)['x-service-model-name']! };
    if (state.kind === 'running') {
      return { status: 200, headers, body: { status: state.status, average_execution_time: state.averageExecutionMs, execution_duration: state.executionMs } };
    }
    const contentType = audioMediaType(state.contentType);
    return { status: 200, body: state.body, contentType, headers: { ...headers, 'x-service-audio-format': FORMAT_NAMES[contentType] } };
  },
  async completeVoiceChanger({ body }, context) {
    await completeJob('voice-changer', paidCallContext(context), body);
    return { status: 200, body: { success: true } };
  },
} satisfies Pick<
  Handlers,
  | 'createSpeech'
  | 'createTranscription'
  | 'createClonedVoice'
  | 'queueAudio'
  | 'retrieveAudio'
  | 'completeAudio'
  | 'queueVoiceChanger'
  | 'retrieveVoiceChanger'
  | 'completeVoiceChanger'
>;

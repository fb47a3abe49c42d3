// Tag "Audio": asynchronous audio jobs such as music (src/media/media-jobs.ts). The finished audio
// is passed on as the engine streams it, in the media type it has.
import { completeJob, queueJob, retrieveJob } from '../media/media-jobs.js';
import { paidCall, type Handlers } from './handler-context.js';

/** The spec's audio media types; an upstream's alias (audio/mp3, audio/x-wav) is named the standard way. */
function audioMediaType(upstream: string): 'audio/mpeg' | 'audio/wav' | 'audio/flac' {
  const type = upstream.split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/wav' || type === 'audio/x-wav' || type === 'audio/wave') return 'audio/wav';
  if (type === 'audio/flac' || type === 'audio/x-flac') return 'audio/flac';
  return 'audio/mpeg';
}

export const audioHandlers = {
  async queueAudio({ body }, context) {
    const job = await queueJob('audio', paidCall(context), body);
    return { status: 200, body: { model: job.model, queue_id: job.queueId, status: 'QUEUED' as const } };
  },
  async retrieveAudio({ body }, context) {
    const state = await retrieveJob('audio', paidCall(context), body);
    if (state.kind === 'media') return { status: 200, body: state.body, contentType: audioMediaType(state.contentType) };
    return { status: 200, body: { status: state.status, average_execution_time: state.averageExecutionMs, execution_duration: state.executionMs } };
  },
  async completeAudio({ body }, context) {
    await completeJob('audio', paidCall(context), body);
    return { status: 200, body: { success: true } };
  },
} satisfies Pick<Handlers, 'queueAudio' | 'retrieveAudio' | 'completeAudio'>;

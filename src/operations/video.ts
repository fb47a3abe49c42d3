// Tag "Video": asynchronous video jobs (src/jobs/media-jobs.ts). Queue and retrieve are limited
// per endpoint (the video_queue and video_retrieve classes); the finished video is passed on as the
// engine streams it, never buffered whole.
import { completeJob, queueJob, retrieveJob } from '../jobs/media-jobs.js';
import { apiError } from '../errors.js';
import { paidCallContext, type Handlers } from './handler-context.js';

export const videoHandlers = {
  async queueVideo({ body }, context) {
    const job = await queueJob('video', paidCallContext(context), body);
    return { status: 200, body: { model: job.model, queue_id: job.queueId, ...(job.downloadUrl ? { download_url: job.downloadUrl } : {}) } };
  },
  async retrieveVideo({ body }, context) {
    const state = await retrieveJob('video', paidCallContext(context), body);
    if (state.kind === 'media') return { status: 200, body: state.body, contentType: 'video/mp4' };
    return { status: 200, body: { status: state.status, average_execution_time: state.averageExecutionMs, execution_duration: state.executionMs } };
  },
  async createVideoTranscription() {
    throw apiError('ENDPOINT_RETIRED', {
      message: 'This endpoint was retired; send the video as a video_url content part to POST /api/v1/chat/completions',
      headers: {
        // When the reference service deprecated it is not published: the boolean form (RFC 9745's
        // predecessor, which clients still read) says only that it is.
        Deprecation: 'true',
        Link: '</api/v1/chat/completions>; rel="successor-version"',
      },
    });
  },
  async completeVideo({ body }, context) {
    await completeJob('video', paidCallContext(context), body);
    return { status: 200, body: { success: true } };
  },
} satisfies Pick<Handlers, 'queueVideo' | 'retrieveVideo' | 'completeVideo' | 'createVideoTranscription'>;

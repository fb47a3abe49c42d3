// Tag "Image": style presets, generation (ours and OpenAI's), upscale, edit, multi-edit and
// background removal. Each handler names the model for the limits, checks the request and its
// images, reserves the price of the images asked, runs the engine, and charges the images returned.
import { withoutNulls } from '../inference/null-parameters.js';
import { generateImages, fromOpenAiRequest, planGeneration } from '../images/generation.js';
import { imageModel, imageModelOrDefault, limitedImageModelId, type ImageOperation } from '../images/image-models.js';
import { settleImages } from '../images/image-metering.js';
import { times } from '../images/image-prices.js';
import { backgroundRemovalJob, editJob, runImageJob, upscaleJob, type ImageJob } from '../images/transforms.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import type { ServedModel } from '../providers/registry.js';
import type { HandlerContext, Handlers } from './handler-context.js';
import { uploadOr } from './uploads.js';

/** Limits, then the model. */
async function admittedModel(context: HandlerContext, name: string | undefined, operation: ImageOperation): Promise<ServedModel> {
  const resolve = () => imageModel(context.services, context.principal, name, operation);
  await context.paidStep.admit(limitedImageModelId(resolve));
  return resolve();
}

/** Reserve one image, run the job, charge what came back; the one image is the answer. */
async function oneImage(context: HandlerContext, model: ServedModel, job: ImageJob, safety: boolean) {
  const meter = await context.paidStep.reserve(job.perImage);
  const answer = await runImageJob(model, job, context.signal);
  await settleImages(meter, model, job.perImage, 1, job.what);
  const headers = { ...servedModelHeaders(model, { contentSafety: false }), ...(safety ? answer.safety : {}) };
  return { status: 200 as const, headers, contentType: answer.contentType, body: answer.image };
}

export const imageHandlers = {
  async listImageStyles(_input, context) {
    return { status: 200, body: { object: 'list', data: context.services.catalog.imageStyles } };
  },

  async generateImage({ body }, context) {
    const model = await admittedModel(context, body.model, 'generate');
    const plan = planGeneration(model, body, context.services.catalog.imageStyles, context.services.catalog.imageStylePrompts);
    const meter = await context.paidStep.reserve(times(plan.perImage, plan.params.n));
    const made = await generateImages(model, plan, context.signal);
    await settleImages(meter, model, plan.perImage, made.images.length, 'generation');
    const headers = { ...servedModelHeaders(model, { contentSafety: false }), ...made.safety };
    if (body.return_binary) return { status: 200, headers, contentType: `image/${plan.format}`, body: made.images[0]! };
    const images = made.images.map((image) => image.toString('base64'));
    return { status: 200, headers, body: { id: made.id, images, request: null, timing: made.timing } };
  },

  async simpleGenerateImage({ body: sent }, context) {
    const body = withoutNulls(sent);
    const resolve = () => imageModelOrDefault(context.services, context.principal, body.model, 'generate');
    await context.paidStep.admit(limitedImageModelId(resolve));
    const model = resolve();
    const plan = planGeneration(
      model,
      fromOpenAiRequest(body, model.record.id),
      context.services.catalog.imageStyles,
      context.services.catalog.imageStylePrompts,
    );
    const meter = await context.paidStep.reserve(plan.perImage);
    const made = await generateImages(model, plan, context.signal);
    await settleImages(meter, model, plan.perImage, made.images.length, 'generation');
    const url = body.response_format === 'url';
    const data = made.images.map((image) =>
      url ? { url: `data:image/${plan.format};base64,${image.toString('base64')}` } : { b64_json: image.toString('base64') },
    );
    return {
      status: 200,
      headers: { ...servedModelHeaders(model, { contentSafety: false }), ...made.safety },
      body: { created: Math.floor(Date.now() / 1000), data },
    };
  },

  async simpleEditImage({ body, files }, context) {
    const resolve = () => imageModelOrDefault(context.services, context.principal, body.model, 'edit');
    await context.paidStep.admit(limitedImageModelId(resolve));
    const model = resolve();
    // multipart only: each image an uploaded file, or (as a text part) its base64 or data URL
    const images = files.image ? files.image.map((upload) => upload.data) : body.image;
    const job = await editJob(
      model,
      { prompt: body.prompt, output_format: body.output_format ?? 'png' },
      images,
      'image',
      context.signal,
      context.services.callerFetch,
    );
    const { headers, contentType, body: image } = await oneImage(context, model, job, true);
    const encoded = image.toString('base64');
    const data = [body.response_format === 'url' ? { url: `data:${contentType};base64,${encoded}` } : { b64_json: encoded }];
    return { status: 200, headers, body: { created: Math.floor(Date.now() / 1000), data } };
  },

  async upscaleImage({ body, files }, context) {
    const model = await admittedModel(context, body.model, 'upscale');
    return oneImage(context, model, await upscaleJob(model, body, uploadOr(files.image, body.image), context.signal), false);
  },

  async editImage({ body, files }, context) {
    const model = await admittedModel(context, body.model ?? body.modelId, 'edit');
    return oneImage(
      context,
      model,
      await editJob(model, body, [uploadOr(files.image, body.image)], 'image', context.signal, context.services.callerFetch),
      true,
    );
  },

  async multiEditImage({ body, files }, context) {
    const model = await admittedModel(context, body.modelId ?? body.model, 'edit');
    const images = files.images?.map((upload) => upload.data) ?? body.images;
    return oneImage(context, model, await editJob(model, body, images, 'images', context.signal, context.services.callerFetch), true);
  },

  async backgroundRemoveImage({ body, files }, context) {
    const model = await admittedModel(context, body.model, 'removeBackground');
    return oneImage(
      context,
      model,
      await backgroundRemovalJob(model, { ...body, image: uploadOr(files.image, body.image) }, context.signal, context.services.callerFetch),
      false,
    );
  },
} satisfies Pick<
  Handlers,
  'listImageStyles' | 'generateImage' | 'simpleGenerateImage' | 'simpleEditImage' | 'upscaleImage' | 'editImage' | 'multiEditImage' | 'backgroundRemoveImage'
>;

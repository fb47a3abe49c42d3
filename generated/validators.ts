// generated from spec/ by codegen/generate.ts; do not edit. Run `npm run generate`.
import { createRequire } from 'node:module';
import type { OperationId } from './operations.js';

const require = createRequire(import.meta.url);
const params = require('./validate-params.cjs');
const bodies = require('./validate-bodies.cjs');

/** One error as Ajv reports it. */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The failing keyword in its schema (relative to the schema a `$ref` reached), e.g. `#/properties/pip/contains`. */
  schemaPath: string;
  /** Set when the error is about a key of an object (`propertyNames`): that key. */
  propertyName?: string;
}
/** A precompiled validator: true when valid, otherwise `errors` holds why. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };

export interface RequestValidators {
  query?: Validator;
  path?: Validator;
  header?: Validator;
  /** An application/json body. */
  body?: Validator;
  /** A multipart/form-data body (its text fields coerced to their declared types, defaults filled). */
  form?: Validator;
}

export const requestValidators: { readonly [K in OperationId]: RequestValidators } = {
  getApiKeys: {  },
  createApiKey: { body: bodies.createApiKey_body },
  deleteApiKey: { query: params.deleteApiKey_query },
  updateApiKey: { body: bodies.updateApiKey_body },
  getWeb3KeyToken: {  },
  createWeb3ApiKey: { body: bodies.createWeb3ApiKey_body },
  getApiKeyById: { path: params.getApiKeyById_path },
  getApiKeyRateLimits: {  },
  getApiKeyRateLimitLogs: {  },
  queueAudio: { body: bodies.queueAudio_body },
  retrieveAudio: { body: bodies.retrieveAudio_body },
  completeAudio: { body: bodies.completeAudio_body },
  createSpeech: { body: bodies.createSpeech_body },
  createTranscription: { form: params.createTranscription_form },
  queueVoiceChanger: { body: bodies.queueVoiceChanger_body, form: params.queueVoiceChanger_form },
  retrieveVoiceChanger: { body: bodies.retrieveVoiceChanger_body },
  completeVoiceChanger: { body: bodies.completeVoiceChanger_body },
  createClonedVoice: { form: params.createClonedVoice_form },
  createTextParser: { form: params.createTextParser_form },
  webScrape: { body: bodies.webScrape_body },
  webSearch: { body: bodies.webSearch_body },
  getBillingBalance: {  },
  getBillingUsageHistory: { query: params.getBillingUsageHistory_query },
  getBillingUsageAnalytics: { query: params.getBillingUsageAnalytics_query },
  getBillingUsage: {  },
  createBillingCredit: { body: bodies.createBillingCredit_body },
  listCharacters: { query: params.listCharacters_query },
  getCharacterBySlug: { path: params.getCharacterBySlug_path },
  getCharacterReviews: { query: params.getCharacterReviews_query, path: params.getCharacterReviews_path },
  createChatCompletion: { body: bodies.createChatCompletion_body },
  listCryptoRpcNetworks: {  },
  cryptoRpcProxy: { path: params.cryptoRpcProxy_path, header: params.cryptoRpcProxy_header, body: bodies.cryptoRpcProxy_body },
  createEmbedding: { body: bodies.createEmbedding_body },
  listImageStyles: {  },
  generateImage: { body: bodies.generateImage_body },
  simpleGenerateImage: { body: bodies.simpleGenerateImage_body },
  simpleEditImage: { form: params.simpleEditImage_form },
  upscaleImage: { body: bodies.upscaleImage_body, form: params.upscaleImage_form },
  editImage: { body: bodies.editImage_body, form: params.editImage_form },
  multiEditImage: { body: bodies.multiEditImage_body, form: params.multiEditImage_form },
  backgroundRemoveImage: { body: bodies.backgroundRemoveImage_body, form: params.backgroundRemoveImage_form },
  createMessage: { body: bodies.createMessage_body },
  countMessageTokens: { body: bodies.countMessageTokens_body },
  getOpenApiJson: {  },
  getOpenApiYaml: {  },
  listModels: { query: params.listModels_query },
  listModelTraits: { query: params.listModelTraits_query },
  listModelCompatibilityMapping: { query: params.listModelCompatibilityMapping_query },
  listModelDeployments: {  },
  getModel: { path: params.getModel_path },
  getMetrics: {  },
  quoteVideo: { body: bodies.quoteVideo_body },
  quoteAudio: { body: bodies.quoteAudio_body },
  quoteVoiceChanger: { body: bodies.quoteVoiceChanger_body },
  listRequests: { query: params.listRequests_query },
  getRequestPerformance: { query: params.getRequestPerformance_query },
  getResponse: { path: params.getResponse_path },
  deleteResponse: { path: params.deleteResponse_path },
  listResponseInputItems: { query: params.listResponseInputItems_query, path: params.listResponseInputItems_path },
  createResponse: { body: bodies.createResponse_body },
  getTeeAttestation: { query: params.getTeeAttestation_query },
  getTeeSignature: { query: params.getTeeSignature_query },
  queueVideo: { body: bodies.queueVideo_body },
  createVideoTranscription: {  },
  retrieveVideo: { body: bodies.retrieveVideo_body },
  completeVideo: { body: bodies.completeVideo_body },
  topUpWallet: { query: params.topUpWallet_query, header: params.topUpWallet_header, body: bodies.topUpWallet_body },
  getWalletBalance: { path: params.getWalletBalance_path },
  listWalletTransactions: { query: params.listWalletTransactions_query, path: params.listWalletTransactions_path },
};

/** Validators of the component schemas listed in x-service-validated-schemas. */
export const schemaValidators = {
  ModelResponse: bodies.schema_ModelResponse as Validator,
  ModelSpec: bodies.schema_ModelSpec as Validator,
  Character: bodies.schema_Character as Validator,
  CharacterReview: bodies.schema_CharacterReview as Validator,
  ChatServiceParameters: bodies.schema_ChatServiceParameters as Validator,
};

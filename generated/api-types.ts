// generated from spec/ by codegen/generate.ts; do not edit. Run `npm run generate`.
export interface paths {
    "/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Every API key of the caller's account, newest first. The secrets are never shown again.
         */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key and returns its secret once; only a hash is stored. An account may hold
         *     500 active keys (409 beyond) and create 20 a minute (429 beyond).
         */
        post: operations["createApiKey"];
        /**
         * Delete an API key
         * @description Revokes a key at once. A key cannot delete itself (403), so a caller cannot lock itself out.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        /**
         * Update an API key
         * @description Changes a key's description, expiry, spend limits or model privacy. Its type cannot change.
         *     A key cannot set its own expiry in the past (403), so a caller cannot lock itself out.
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API key */
        get: operations["getApiKeyById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's balances
         * @description USD and DIEM balances of the caller's account (beta). `canConsume` means a request could be admitted now: at least 0.10 USD, or some DIEM.
         */
        get: operations["getBillingBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/usage-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ledger entries
         * @description The account's ledger entries in ascending order (beta): charges (negative amounts) and credits.
         *     Page with `cursor` (the `nextCursor` of the previous page, with the same filters).
         *     Send `Accept: text/csv` for a CSV export; its next cursor is in the `x-next-cursor` header.
         */
        get: operations["getBillingUsageHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/usage-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate spend
         * @description Spend aggregated by day, model and key (beta), over `lookback` days (default 7d, at most 90d) or
         *     from `startDate` to `endDate` inclusive (at most 90 days; one alone extends 6 days to the other).
         */
        get: operations["getBillingUsageAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired; use /billing/usage-history
         * @deprecated
         * @description Retired on 2026-09-16. Answers 410 with the successor in `Link`.
         */
        get: operations["getBillingUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit an account (operator)
         * @description Adds USD credit sold outside x402 to an account, recorded in the ledger with who and why.
         *     Only ADMIN keys of the operator's account (the first account) may call it (403 otherwise).
         *     Idempotent on `externalId`: repeating it changes nothing and answers `duplicate: true`.
         */
        post: operations["createBillingCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crypto/rpc/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List JSON-RPC networks
         * @description The blockchain networks whose nodes this service proxies, sorted by name.
         */
        get: operations["listCryptoRpcNetworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/styles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List image styles
         * @description The style presets that image generation accepts as `style_preset`.
         */
        get: operations["listImageStyles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This interface description, as JSON */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This interface description, as YAML */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List models
         * @description Lists the models this service can serve right now (a model whose engine route is not
         *     configured is not listed). Readable without a key; with a key, only the models its
         *     `modelPrivacy` allows are listed.
         */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/traits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List model traits
         * @description Maps each trait (such as `default` or `fastest`) to the model that has it. A trait may be sent as `model`.
         */
        get: operations["listModelTraits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/compatibility_mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List model compatibility mappings
         * @description Maps names other clients use (such as `gpt-4o`) to a model of this service. A mapped name may be sent as `model`.
         */
        get: operations["listModelCompatibilityMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A general error.
         * @example {
         *       "error": "Admin API key required"
         *     }
         */
        StandardError: {
            /** @description What went wrong, in words. */
            error: string;
            /** @description A machine-readable error code, where one applies. */
            code?: string;
        };
        /**
         * @description The nested error tree of an input validation failure: `_errors` holds the messages for
         *     this level, and each invalid field has a subtree of its own.
         */
        ValidationErrorTree: {
            _errors: string[];
        } & {
            [key: string]: components["schemas"]["ValidationErrorTree"];
        };
        /**
         * @description An input validation failure.
         * @example {
         *       "error": "Invalid request parameters",
         *       "details": {
         *         "_errors": [],
         *         "type": {
         *           "_errors": [
         *             "must be equal to one of the allowed values: asr, embedding, image, music, text, tts, upscale, inpaint, video, all, code"
         *           ]
         *         }
         *       }
         *     }
         */
        DetailedError: {
            error: string;
            code?: string;
            details?: components["schemas"]["ValidationErrorTree"];
        };
        /** @description The request violates the content policy. */
        ContentViolationError: {
            error: string;
            /** @description A replacement prompt that meets the content policy. */
            suggested_prompt?: string;
        };
        /** @description The model provider rejected the request; credits are refunded when `credits_refunded` is true. */
        ProviderContentPolicyError: {
            error: {
                message: string;
                /** @constant */
                type: "provider_content_policy";
                recommended_model?: string;
                credits_refunded: boolean;
            };
        };
        /**
         * @description The request body or an uploaded file exceeds the allowed size.
         * @example {
         *       "code": "PAYLOAD_TOO_LARGE",
         *       "error": "File exceeds the maximum allowed size of 25 MB."
         *     }
         */
        PayloadTooLargeError: {
            /** @constant */
            code: "PAYLOAD_TOO_LARGE";
            error: string;
        };
        /** @enum {string} */
        ModelType: "asr" | "embedding" | "image" | "music" | "text" | "tts" | "upscale" | "inpaint" | "video";
        /** @description One price, in USD and in DIEM. */
        Price: {
            usd: number;
            diem: number;
        };
        /**
         * Text or embedding pricing
         * @description Per one million tokens.
         */
        TextModelPricing: {
            input: components["schemas"]["Price"];
            output: components["schemas"]["Price"];
            cache_input?: components["schemas"]["Price"];
            cache_write?: components["schemas"]["Price"];
            /** @description Prices that apply once the prompt exceeds `context_token_threshold` tokens. */
            extended?: {
                context_token_threshold: number;
                input: components["schemas"]["Price"];
                output: components["schemas"]["Price"];
                cache_input?: components["schemas"]["Price"];
                cache_write?: components["schemas"]["Price"];
            };
        };
        /** Image or upscale pricing */
        ImageModelPricing: {
            generation?: components["schemas"]["Price"];
            resolutions?: {
                [key: string]: components["schemas"]["Price"];
            };
            quality?: {
                [key: string]: {
                    low?: components["schemas"]["Price"];
                    medium?: components["schemas"]["Price"];
                    high?: components["schemas"]["Price"];
                };
            };
            upscale?: {
                [key: string]: components["schemas"]["Price"];
            };
            inpaint?: components["schemas"]["Price"];
            inputImages?: {
                included: number;
                additional: components["schemas"]["Price"];
            };
        };
        /**
         * Speech (TTS) pricing
         * @description Per one million input characters.
         */
        SpeechModelPricing: {
            input: components["schemas"]["Price"];
        };
        /** Transcription (ASR) pricing */
        TranscriptionModelPricing: {
            per_audio_second: components["schemas"]["Price"];
        };
        /** Music, audio-job or voice-changer pricing */
        MusicModelPricing: {
            generation?: components["schemas"]["Price"];
            per_second?: components["schemas"]["Price"];
            per_thousand_characters?: components["schemas"]["Price"];
            durations?: {
                [key: string]: {
                    usd: number;
                    diem: number;
                    min_seconds: number;
                    max_seconds: number;
                };
            };
        };
        /** @description The model's prices; the shape depends on the kind of model. Video models are priced with POST /video/quote. */
        ModelPricing: components["schemas"]["TextModelPricing"] | components["schemas"]["ImageModelPricing"] | components["schemas"]["SpeechModelPricing"] | components["schemas"]["TranscriptionModelPricing"] | components["schemas"]["MusicModelPricing"];
        /** @description What a text model can do. Requests for a feature the model lacks get a 400 naming it. */
        TextModelCapabilities: {
            optimizedForCode: boolean;
            supportsFunctionCalling: boolean;
            supportsAudioInput: boolean;
            supportsReasoning: boolean;
            supportsReasoningEffort: boolean;
            supportsResponseSchema: boolean;
            supportsMultipleImages: boolean;
            supportsVision: boolean;
            supportsVideoInput: boolean;
            supportsWebSearch: boolean;
            supportsLogProbs: boolean;
            supportsTeeAttestation: boolean;
            supportsE2EE: boolean;
            supportsXSearch: boolean;
            /** @enum {string} */
            quantization: "fp4" | "fp8" | "fp16" | "bf16" | "int8" | "int4" | "not-available";
            reasoningEffortOptions?: ("none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max")[];
            /** @enum {string} */
            defaultReasoningEffort?: "none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max";
            maxImages?: number;
            maxVideos?: number;
        };
        ParameterDefault: {
            default: number;
        };
        /** Text model constraints */
        TextModelConstraints: {
            temperature: components["schemas"]["ParameterDefault"];
            top_p: components["schemas"]["ParameterDefault"];
            frequency_penalty?: components["schemas"]["ParameterDefault"];
            presence_penalty?: components["schemas"]["ParameterDefault"];
            repetition_penalty?: components["schemas"]["ParameterDefault"];
        };
        /** Image model constraints */
        ImageModelConstraints: {
            promptCharacterLimit: number;
            steps: {
                default: number;
                max: number;
            };
            widthHeightDivisor: number;
            aspectRatios?: string[];
            defaultAspectRatio?: string;
            resolutions?: string[];
            defaultResolution?: string;
            qualities?: string[];
            defaultQuality?: string;
            maxStyleReferences?: number;
            supportsStyleReferenceStrength?: boolean;
        };
        /** Video model constraints */
        VideoModelConstraints: {
            aspect_ratios: string[];
            resolutions: string[];
            durations: string[];
            model_type: string;
            audio: boolean;
            audio_configurable: boolean;
            /** @default 2500 */
            prompt_character_limit: number;
        };
        /** Inpaint or edit model constraints */
        InpaintModelConstraints: {
            aspectRatios: string[];
            promptCharacterLimit: number;
            combineImages: boolean;
            /** @default 3 */
            maxInputImages: number;
            /** @default true */
            singleImageAspectRatio: boolean;
            resolutions?: string[];
            defaultResolution?: string;
            qualities?: string[];
            defaultQuality?: string;
        };
        /** @description Parameter bounds and defaults; the shape depends on the kind of model. */
        ModelConstraints: components["schemas"]["TextModelConstraints"] | components["schemas"]["ImageModelConstraints"] | components["schemas"]["VideoModelConstraints"] | components["schemas"]["InpaintModelConstraints"];
        ModelDeprecation: {
            /** @description Whether requests are routed to the replacement after removal. */
            autoRemap: boolean;
            /** @description Date the deprecation was announced (ISO 8601). */
            date: string;
            /** @description Date the model is removed (ISO 8601). */
            removesAt: string;
            startsAt?: string;
            replacementModelId?: string;
        };
        ModelSpec: {
            /** @enum {string} */
            privacy: "private" | "anonymized";
            name?: string;
            description?: string;
            modelSource?: string;
            /** @default false */
            offline: boolean;
            beta?: boolean;
            betaModel?: boolean;
            traits?: string[];
            uncensored?: boolean;
            regionRestrictions?: string[];
            deprecation?: components["schemas"]["ModelDeprecation"];
            availableContextTokens?: number;
            maxCompletionTokens?: number;
            capabilities?: components["schemas"]["TextModelCapabilities"];
            constraints?: components["schemas"]["ModelConstraints"];
            pricing?: components["schemas"]["ModelPricing"];
            supportsStyleReferences?: boolean;
            embeddingDimensions?: number;
            maxInputTokens?: number;
            supportsCustomDimensions?: boolean;
            voices?: string[];
            default_voice?: string;
            supported_formats?: string[];
            default_format?: string;
            supports_speed?: boolean;
            default_speed?: number;
            min_speed?: number;
            max_speed?: number;
            supports_lyrics?: boolean;
            lyrics_required?: boolean;
            supports_force_instrumental?: boolean;
            supports_loop?: boolean;
            supports_language_code?: boolean;
            duration_options?: number[];
            min_duration?: number;
            max_duration?: number;
            default_duration?: number;
            prompt_character_limit?: number;
        };
        /**
         * @example {
         *       "id": "debug-tiny-chat",
         *       "object": "model",
         *       "owned_by": "this service",
         *       "type": "text",
         *       "created": 1763683200,
         *       "context_length": 2048,
         *       "model_spec": {
         *         "privacy": "private",
         *         "name": "Debug tiny chat (random weights)",
         *         "traits": [
         *           "default"
         *         ],
         *         "availableContextTokens": 2048,
         *         "capabilities": {
         *           "optimizedForCode": false,
         *           "supportsFunctionCalling": true,
         *           "supportsAudioInput": false,
         *           "supportsReasoning": false,
         *           "supportsReasoningEffort": false,
         *           "supportsResponseSchema": true,
         *           "supportsMultipleImages": false,
         *           "supportsVision": false,
         *           "supportsVideoInput": false,
         *           "supportsWebSearch": false,
         *           "supportsLogProbs": false,
         *           "supportsTeeAttestation": false,
         *           "supportsE2EE": false,
         *           "supportsXSearch": false,
         *           "quantization": "fp16"
         *         },
         *         "constraints": {
         *           "temperature": {
         *             "default": 0.8
         *           },
         *           "top_p": {
         *             "default": 0.9
         *           }
         *         },
         *         "pricing": {
         *           "input": {
         *             "usd": 0.15,
         *             "diem": 0.15
         *           },
         *           "output": {
         *             "usd": 0.6,
         *             "diem": 0.6
         *           }
         *         }
         *       }
         *     }
         */
        ModelResponse: {
            id: string;
            /** @constant */
            object: "model";
            owned_by: string;
            type: components["schemas"]["ModelType"];
            /** @description Unix time the model was added. */
            created?: number;
            /** @description Context window of a text model (tokens). */
            context_length?: number;
            model_spec: components["schemas"]["ModelSpec"];
        };
        ModelList: {
            /** @constant */
            object: "list";
            /** @description The type filter that was applied. */
            type: string;
            data: components["schemas"]["ModelResponse"][];
        };
        ModelNameMap: {
            /** @constant */
            object: "list";
            type: string;
            /** @description Maps a name (a trait or a compatibility alias) to a model id. */
            data: {
                [key: string]: string;
            };
        };
        /** @description One way to pay. The client picks one entry and signs exactly that entry. */
        X402PaymentRequirement: {
            /** @constant */
            scheme: "exact";
            /** @description CAIP-2 network id, e.g. `eip155:8453` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
            network: string;
            /** @description Stablecoin token address or mint. */
            asset: string;
            /** @description Amount in the token's base units (6 decimals). */
            amount: string;
            /** @description Receiver wallet. */
            payTo: string;
            maxTimeoutSeconds: number;
            /** @description Scheme data; EVM entries carry the token's EIP-712 `name` and `version`, Solana entries a `feePayer`. */
            extra: {
                name?: string;
                version?: string;
                feePayer?: string;
            };
        };
        X402Resource: {
            url: string;
            description: string;
            mimeType: string;
        };
        SiwxChallengeInfo: {
            domain: string;
            uri: string;
            version: string;
            nonce: string;
            /** Format: date-time */
            issuedAt: string;
            /** Format: date-time */
            expirationTime: string;
            statement: string;
        };
        SiwxSupportedChain: {
            chainId: string;
            /** @enum {string} */
            type: "eip191" | "eip1271" | "ed25519";
        };
        SiwxChallenge: {
            info: components["schemas"]["SiwxChallengeInfo"];
            supportedChains: components["schemas"]["SiwxSupportedChain"][];
        };
        /** @description Variant A, sent when a request carries neither an API key nor a wallet sign-in. */
        X402PaymentRequiredDiscovery: {
            x402Version: number;
            error?: string;
            resource: components["schemas"]["X402Resource"];
            accepts: components["schemas"]["X402PaymentRequirement"][];
            authOptions: {
                apiKey: {
                    header: string;
                    getKey: string;
                    docs: string;
                };
                x402Wallet: {
                    header: string;
                    /** @constant */
                    legacyHeader: "X-Sign-In-With-X";
                    topUp: string;
                    docs: string;
                };
            };
            extensions?: {
                "sign-in-with-x"?: Record<string, never>;
            };
        };
        /** @description Variant B, sent when a signed-in wallet's balance is too low. */
        X402PaymentRequiredInsufficientBalance: {
            /** @constant */
            error: "Payment required";
            /** @constant */
            code: "PAYMENT_REQUIRED";
            /** @constant */
            reason: "insufficient_balance";
            message?: string;
            currentBalanceUsd?: number;
            minimumBalanceUsd?: number;
            description?: string;
            suggestedTopUpUsd: number;
            minimumTopUpUsd: number;
            supportedTokens: string[];
            supportedChains: string[];
            topUpInstructions: {
                step1: string;
                step2: string;
                step3: string;
                receiverWallet: string;
                tokenAddress: string;
                tokenDecimals: number;
                network: string;
                minimumAmountUsd: number;
            };
            siwxChallenge: components["schemas"]["SiwxChallenge"];
        };
        /** @description The two 402 bodies of inference operations. */
        X402InferencePaymentRequired: components["schemas"]["X402PaymentRequiredDiscovery"] | components["schemas"]["X402PaymentRequiredInsufficientBalance"];
        /** Format: uuid */
        Uuid: string;
        /** @description A label for the key (no NUL characters). */
        KeyDescription: string;
        /**
         * @description INFERENCE keys call inference endpoints; ADMIN keys may also manage keys and billing.
         * @enum {string}
         */
        ApiKeyType: "INFERENCE" | "ADMIN";
        /**
         * @description The period a consumption limit applies to. EPOCH is the UTC day.
         * @enum {string}
         */
        LimitPeriod: "EPOCH" | "MONTH" | "LIFETIME";
        /**
         * @description Which models the key may use: ALL; PRIVATE_TEXT (text models must be private, other kinds
         *     are unrestricted); PRIVATE_ONLY (private models only).
         * @enum {string}
         */
        ModelPrivacy: "ALL" | "PRIVATE_TEXT" | "PRIVATE_ONLY";
        LimitAmount: number | null;
        /** @description Spend caps per limit period; null or absent means no cap. `vcu` is deprecated and ignored. */
        ConsumptionLimit: {
            usd?: components["schemas"]["LimitAmount"];
            diem?: components["schemas"]["LimitAmount"];
            vcu?: components["schemas"]["LimitAmount"];
        };
        /**
         * @description An expiry date (`YYYY-MM-DD`, meaning the end of that UTC day) or date-time; the empty string
         *     means never. A time in the past is accepted and makes the key unusable at once.
         */
        ExpiresAtInput: string;
        CreateApiKeyRequest: {
            apiKeyType: components["schemas"]["ApiKeyType"];
            description: components["schemas"]["KeyDescription"];
            consumptionLimit?: components["schemas"]["ConsumptionLimit"];
            limitPeriod?: components["schemas"]["LimitPeriod"];
            modelPrivacy?: components["schemas"]["ModelPrivacy"];
            expiresAt?: components["schemas"]["ExpiresAtInput"];
        };
        UpdateApiKeyRequest: {
            id: components["schemas"]["Uuid"];
            description?: components["schemas"]["KeyDescription"];
            consumptionLimit?: components["schemas"]["ConsumptionLimit"];
            limitPeriod?: components["schemas"]["LimitPeriod"];
            modelPrivacy?: components["schemas"]["ModelPrivacy"];
            /** @description A new expiry; the empty string or null removes it. */
            expiresAt?: components["schemas"]["ExpiresAtInput"] | null;
        };
        CreatedApiKey: {
            id: components["schemas"]["Uuid"];
            /** @description The secret. It is shown this once and cannot be recovered. */
            apiKey: string;
            apiKeyType: components["schemas"]["ApiKeyType"];
            description: string;
            /** Format: date-time */
            expiresAt: string | null;
            consumptionLimit: {
                usd: components["schemas"]["LimitAmount"];
                diem: components["schemas"]["LimitAmount"];
                vcu: components["schemas"]["LimitAmount"];
            };
            limitPeriod: components["schemas"]["LimitPeriod"];
            modelPrivacy: components["schemas"]["ModelPrivacy"];
        };
        /** @description An amount with four decimals. */
        UsageAmount: string;
        /**
         * @example {
         *       "id": "5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10",
         *       "apiKeyType": "INFERENCE",
         *       "description": "my app",
         *       "createdAt": "2026-11-21T09:00:00.000Z",
         *       "expiresAt": null,
         *       "lastUsedAt": "2026-11-21T09:05:12.000Z",
         *       "last6Chars": "a1B2c3",
         *       "consumptionLimits": {
         *         "usd": 50,
         *         "diem": null,
         *         "vcu": null
         *       },
         *       "limitPeriod": "MONTH",
         *       "modelPrivacy": "ALL",
         *       "usage": {
         *         "trailingSevenDays": {
         *           "usd": "1.2500",
         *           "diem": "0.0000",
         *           "vcu": "0.0000"
         *         }
         *       },
         *       "currentPeriodUsage": {
         *         "usd": "1.2500",
         *         "diem": "0.0000"
         *       }
         *     }
         */
        ApiKey: {
            id: components["schemas"]["Uuid"];
            apiKeyType: components["schemas"]["ApiKeyType"];
            description: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            last6Chars: string;
            consumptionLimits: {
                usd: components["schemas"]["LimitAmount"];
                diem: components["schemas"]["LimitAmount"];
                vcu: components["schemas"]["LimitAmount"];
            };
            limitPeriod: components["schemas"]["LimitPeriod"];
            modelPrivacy: components["schemas"]["ModelPrivacy"];
            usage: {
                trailingSevenDays: {
                    usd: components["schemas"]["UsageAmount"];
                    diem: components["schemas"]["UsageAmount"];
                    vcu: components["schemas"]["UsageAmount"];
                };
            };
            /** @description Spend in the current limit period; present when a consumption limit is set. */
            currentPeriodUsage?: {
                usd: components["schemas"]["UsageAmount"];
                diem: components["schemas"]["UsageAmount"];
            };
        };
        UsageEntry: {
            /** Format: date-time */
            timestamp: string;
            sku: string;
            units: number;
            pricePerUnitUsd: number;
            /** @description Negative for a debit. */
            amount: number;
            /** @enum {string} */
            currency: "USD" | "DIEM";
            notes: string;
            inferenceDetails: {
                requestId: string;
                promptTokens?: number | null;
                completionTokens?: number | null;
                /** @description Milliseconds. */
                inferenceExecutionTime?: number | null;
            } | null;
        };
        UsageAnalytics: {
            lookback: string;
            byDate: {
                /** Format: date */
                date: string;
                USD: number;
                DIEM: number;
            }[];
            byModel: {
                modelName: string;
                unitType: string;
                modelType: string | null;
                totalUsd: number;
                totalDiem: number;
                totalUnits: number;
            }[];
            byModelDaily: ({
                date: number;
            } & {
                [key: string]: number;
            })[];
            topModels: string[];
            byKey: {
                apiKeyId: string | null;
                description: string;
                totalUsd: number;
                totalDiem: number;
                totalUnits: number;
            }[];
            byKeyDaily: ({
                date: number;
            } & {
                [key: string]: number;
            })[];
            topKeyNames: string[];
        };
        /** @description An OpenAPI 3.1 document. */
        OpenApiDocument: {
            openapi: string;
            info: {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The request is malformed or fails validation. */
        BadRequest: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DetailedError"];
            };
        };
        /** @description Missing, unknown or expired API key, or an INFERENCE key on an ADMIN operation. */
        Unauthorized: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The credentials are valid but may not do this. */
        Forbidden: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The resource does not exist. */
        NotFound: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The request conflicts with the current state (e.g. a limit on the number of resources). */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The request body is larger than the service accepts. */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PayloadTooLargeError"];
            };
        };
        /** @description The request body's Content-Type is not one this operation accepts. */
        UnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description A rate limit or an error budget was exceeded. */
        TooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "Retry-After": components["headers"]["RetryAfter"];
                "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                "x-ratelimit-type": components["headers"]["XRatelimitType"];
                "x-ratelimit-remaining": components["headers"]["XRatelimitRemaining"];
                "x-ratelimit-resets": components["headers"]["XRatelimitResets"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: string;
                    code?: string;
                    /** @description Names the error-budget threshold crossed. */
                    customMessage?: string;
                };
            };
        };
        /** @description The service failed. The body never carries internals; quote x-request-id to support. */
        InternalError: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /**
         * @description Payment is needed: no credentials at all (variant A, x402 discovery), a signed-in wallet whose
         *     balance is too low (variant B), or an API key whose account balance or spend limit is exhausted
         *     (a StandardError with a `code`).
         */
        PaymentRequired: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "PAYMENT-REQUIRED": components["headers"]["PaymentRequired"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"] | components["schemas"]["X402InferencePaymentRequired"];
            };
        };
    };
    parameters: {
        /** @description Model type. */
        ModelTypeFilter: components["schemas"]["ModelType"];
    };
    requestBodies: never;
    headers: {
        /** @description Unique id of this request; quote it to support. Echoes a well-formed incoming `x-request-id`. */
        XRequestId: string;
        /** @description The same request id, under the name clients of the reference service read. */
        CfRay: string;
        /** @description Revision of the service's interface description, form `YYYYMMDD.HHMMSS`. */
        XServiceVersion: string;
        /** @description Time the service itself spent on the request, e.g. `app;dur=1.84`. */
        ServerTiming: string;
        /** @description The authentication scheme to use. */
        WwwAuthenticate: string;
        /** @description The methods this path supports. */
        Allow: string;
        /** @description `gzip` or `br` when the request's Accept-Encoding asked for it. */
        ContentEncoding: "gzip" | "br";
        /** @description Attachment file name of a download or export. */
        ContentDisposition: string;
        /** @description USD credit balance before the request, as a decimal string. */
        XServiceBalanceUsd: string;
        /** @description DIEM balance before the request, as a decimal string. */
        XServiceBalanceDiem: string;
        /** @description Wallet credit balance in USD after the request (wallet-authenticated calls). */
        XBalanceRemaining: string;
        /** @description Requests allowed in the current window for this key and model. */
        XRatelimitLimitRequests: string;
        /** @description Requests left in the current window. */
        XRatelimitRemainingRequests: string;
        /** @description Unix timestamp (seconds) at which the request window resets. */
        XRatelimitResetRequests: string;
        /** @description Tokens (prompt plus completion) allowed per minute. */
        XRatelimitLimitTokens: string;
        /** @description Tokens left in the current window. */
        XRatelimitRemainingTokens: string;
        /** @description Seconds until the token window resets. */
        XRatelimitResetTokens: string;
        /** @description Which limit is enforced. */
        XRatelimitType: "user" | "api_key" | "global";
        /** @description Error-budget remainder (failed or unsupported-feature requests) in the rolling window. */
        XRatelimitRemaining: string;
        /** @description Unix timestamp (seconds) at which the error budget clears. */
        XRatelimitResets: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: string;
        /** @description Page size. */
        XPaginationLimit: string;
        /** @description Page number, 1-based. */
        XPaginationPage: string;
        /** @description Number of items across all pages. */
        XPaginationTotal: string;
        /** @description Number of pages. */
        XPaginationTotalPages: string;
        /** @description Id of the model that served the request. */
        XServiceModelId: string;
        /** @description Display name of the model that served the request. */
        XServiceModelName: string;
        /** @description The routing backend (engine route) that served the request. */
        XServiceModelRouter: string;
        /** @description Present when the model is deprecated; says what to use instead. */
        XServiceModelDeprecationWarning: string;
        /** @description ISO 8601 date from which the deprecated model is removed. */
        XServiceModelDeprecationDate: string;
        /** @description Whether the output was blurred by content safety. */
        XServiceIsBlurred: "true" | "false";
        /** @description Whether the output violated the content policy. */
        XServiceIsContentViolation: "true" | "false";
        /** @description Whether the output violated the adult-model content policy. */
        XServiceIsAdultModelContentViolation: "true" | "false";
        /** @description Whether a minor was detected in the content. */
        XServiceContainsMinor: "true" | "false";
        /** @description Base64 of the x402 payment-required object, as official x402 v2 clients read it. */
        PaymentRequired: string;
        /** @description Base64 of the x402 settlement response `{success, network, payer, transaction}`. */
        PaymentResponse: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "apiKeyType": "INFERENCE",
                 *       "description": "my app",
                 *       "consumptionLimit": {
                 *         "usd": 50
                 *       },
                 *       "limitPeriod": "MONTH"
                 *     }
                 */
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteApiKey: {
        parameters: {
            query: {
                /** @description The key's id. */
                id: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is revoked. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The updated key. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getApiKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key's id. */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getBillingBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "canConsume": true,
                     *       "consumptionCurrency": "USD",
                     *       "balances": {
                     *         "diem": 0,
                     *         "usd": 12.5
                     *       },
                     *       "diemEpochAllocation": 0
                     *     }
                     */
                    "application/json": {
                        canConsume: boolean;
                        /**
                         * @description The currency the next request would be charged in.
                         * @enum {string|null}
                         */
                        consumptionCurrency: "USD" | "DIEM" | null;
                        balances: {
                            diem: number | null;
                            usd: number | null;
                        };
                        /** @description DIEM granted each UTC day (1 per staked unit). */
                        diemEpochAllocation: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getBillingUsageHistory: {
        parameters: {
            query?: {
                /** @description Earliest entry time (inclusive). */
                startTimestamp?: string;
                /** @description Latest entry time (exclusive). */
                endTimestamp?: string;
                /** @description Only entries in this currency. */
                currency?: "USD" | "DIEM";
                /** @description Entries per page. */
                pageSize?: number;
                /** @description Where the previous page ended (its nextCursor). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    /** @description The next page's cursor (CSV only); absent on the last page. */
                    "x-next-cursor"?: string;
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "x-pagination-limit": components["headers"]["XPaginationLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsageEntry"][];
                        nextCursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getBillingUsageAnalytics: {
        parameters: {
            query?: {
                /** @description Days back from today, e.g. `7d`. */
                lookback?: string;
                /** @description First day (UTC). */
                startDate?: string;
                /** @description Last day (UTC). */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregates. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageAnalytics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getBillingUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gone. */
            410: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    /** @description When the endpoint was deprecated. */
                    Deprecation: string;
                    /** @description When it was retired. */
                    Sunset: string;
                    /** @description The successor. */
                    Link: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    createBillingCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amountUsd": 25,
                 *       "reason": "invoice 2026-118 paid by wire",
                 *       "externalId": "invoice-2026-118"
                 *     }
                 */
                "application/json": {
                    accountId?: components["schemas"]["Uuid"];
                    /** @description USD; rounded to the micro-dollar (6 decimals). */
                    amountUsd: number;
                    reason: string;
                    /** @description Your reference for this credit (an invoice id). */
                    externalId: string;
                };
            };
        };
        responses: {
            /** @description Credited (or already credited under this externalId). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            accountId: string;
                            entryId?: string;
                            amountCredited: number;
                            newBalance: number;
                            duplicate: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listCryptoRpcNetworks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The networks. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "networks": [
                     *         "base-mainnet",
                     *         "ethereum-mainnet"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        networks: string[];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listImageStyles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The styles. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         "3D Model",
                     *         "Analog Film",
                     *         "Anime",
                     *         "Cinematic"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": components["schemas"]["OpenApiDocument"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listModels: {
        parameters: {
            query?: {
                /** @description Model type to list; `all` lists every type, `code` the text models optimized for code. */
                type?: "asr" | "embedding" | "image" | "music" | "text" | "tts" | "upscale" | "inpaint" | "video" | "all" | "code";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listModelTraits: {
        parameters: {
            query?: {
                /** @description Model type. */
                type?: components["parameters"]["ModelTypeFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trait to model id. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "type": "text",
                     *       "data": {
                     *         "default": "debug-tiny-chat",
                     *         "fastest": "debug-tiny-chat"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ModelNameMap"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listModelCompatibilityMapping: {
        parameters: {
            query?: {
                /** @description Model type. */
                type?: components["parameters"]["ModelTypeFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alias to model id. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "type": "text",
                     *       "data": {
                     *         "gpt-4o": "debug-tiny-chat"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ModelNameMap"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
}

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
    "/api_keys/generate_web3_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a token for a wallet to sign
         * @description A signed challenge token, valid 15 minutes and usable once. Sign it (EIP-191
         *     `personal_sign`) with the wallet, then exchange the signature for an API key with
         *     POST /api_keys/generate_web3_key. Which wallets may is the operator's policy: a wallet whose
         *     stake is recorded on an account, a list of wallets, or none (403).
         */
        get: operations["getWeb3KeyToken"];
        put?: never;
        /**
         * Create an API key by wallet signature
         * @description Exchanges a wallet's EIP-191 signature of a token from GET /api_keys/generate_web3_key for
         *     a new API key, with the same settings and answer as POST /api_keys. The key belongs to the
         *     account the wallet's stake is recorded on (an allowlisted wallet without one gets an
         *     account of its own). A token that is not this service's, has expired or was used is a 401,
         *     as is a signature by another address; a wallet the policy does not permit is a 403.
         */
        post: operations["createWeb3ApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api_keys/rate_limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rate limits of the calling key
         * @description The calling key's tier, balances and expiry, and its limits for every model it can list:
         *     requests per minute (RPM), requests per day (RPD) and prompt plus completion tokens per
         *     minute (TPM). Minute windows are UTC minutes and day windows UTC days. Video and music
         *     models are billed per generation and have no limits (empty `rateLimits`). Either key type.
         */
        get: operations["getApiKeyRateLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api_keys/rate_limits/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent rate-limit breaches
         * @description The latest 50 breaches by any key of the caller's account, newest first: a window limit
         *     (RPM, RPD, TPM; logged once per window) or an error budget (FAILED_REQUESTS,
         *     UNSUPPORTED_FEATURE_REQUESTS; logged when crossed).
         */
        get: operations["getApiKeyRateLimitLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue an audio job (music)
         * @description Starts an audio job (a song, a soundscape) and charges its price at once: exactly what
         *     POST /audio/quote answers for the same model with this `duration_seconds`, or with the
         *     prompt's length as `character_count` for models priced per character. Poll POST
         *     /audio/retrieve with the returned `queue_id`; a job the provider fails is refunded.
         */
        post: operations["queueAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve an audio job
         * @description The job's progress as JSON while it runs, then the audio itself. A job its provider failed or
         *     refused answers 422 and has been refunded (`credits_refunded`).
         */
        post: operations["retrieveAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an audio job
         * @description Tells the provider the audio has been downloaded, so it may delete it.
         */
        post: operations["completeAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate speech from text
         * @description Speaks `input` with one of the model's voices (GET /models?type=tts lists each model's
         *     `voices`, `voice_aliases`, `default_voice`, `supported_formats`, `default_format`,
         *     `min_speed` and `max_speed`). Without `model`, the default speech model speaks. OpenAI's
         *     voice names (`alloy`, `nova`, …) work on every model that lists them in `voice_aliases`,
         *     each standing for one of its own voices. A voice, format or speed the model does not offer
         *     is a 400 naming what it offers. The answer is the audio itself under its media type; with `streaming: true` it is
         *     sent chunked as it is produced. `pcm` is raw 16-bit little-endian mono samples at the rate
         *     given by `x-service-audio-sample-rate`. Charged per input character at the model's
         *     `pricing.input` (per one million characters); nothing is charged when no audio is produced.
         */
        post: operations["createSpeech"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/transcriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe audio to text
         * @description Transcribes an audio file (multipart/form-data): WAV, FLAC, M4A, AAC, MP4, MP3, OGG, OGA or
         *     WEBM, at most 25 MB. A file of another type is a 415; an empty or undecodable one a 422.
         *     The audio is decoded here and charged per second of decoded audio at the model's
         *     `pricing.per_audio_second` (the length the client claims is never trusted); silence counts
         *     like speech, so a small file that compresses hours of silence is charged for those hours.
         *     Nothing is charged when the model fails. `response_format: text` answers text/plain;
         *     `timestamps: true` adds word and segment timings to the JSON answer. `verbose_json` adds
         *     the language (detected when `language` is not given, by its English name as OpenAI gives
         *     it), the duration and the segments with their start and end; `srt` and `vtt` are subtitles
         *     of those segments (text/plain). Word timings come where the model gives them.
         *
         *     The embedded Whisper models transcribe audio of up to the engine's longest length
         *     (WHISPER_MAX_SECONDS, 10 minutes unless the operator set another; longer is a 422 naming
         *     it) in windows of at most 30 s cut at pauses; audio with no speech at all is a 422. A
         *     bounded number of transcriptions run at once and a bounded number wait; beyond that the
         *     answer is a 503 with Retry-After. None of these refusals is charged.
         *
         *     Before it is decoded, the file's header is checked: a sample rate outside 1,000-384,000 Hz,
         *     more than 8 channels, or a declared length over the service's longest audio (4 hours unless
         *     the operator set another) is a 422 naming the limit. The decode itself is stopped, with a
         *     422 naming the limit, once its audio passes that longest length or 1,024 times the file's
         *     size, or once it outlasts a time budget that grows with the file's size. A bounded number of
         *     files are decoded at once and a bounded number wait; beyond that the answer is a 503 with
         *     Retry-After. None of these refusals is charged.
         */
        post: operations["createTranscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/voice-changer/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a voice-changer job
         * @description Changes the voice of a recording. Send exactly one source: a `file` in a multipart form
         *     (at most 25 MB), or an `audio_url` (public http or https; fetched here within 30 s and
         *     25 MB). Both, or neither, is a 400. The source is decoded here to measure its length; it is
         *     charged at once, at exactly what POST /audio/voice-changer/quote answers for that length
         *     rounded up to a whole second (`duration_seconds` in the answer). An empty or undecodable
         *     source, one longer than the model's `max_source_audio_duration_seconds`, or one the decoder
         *     refuses as transcription does (an absurd sample rate or channel count, longer than the
         *     service's longest audio, over its decode budget) is a 422 and costs nothing; with every
         *     decoder busy and the line full, a 503 with Retry-After. Poll POST /audio/voice-changer/retrieve with the returned `queue_id`; a job
         *     the provider fails is refunded once.
         */
        post: operations["queueVoiceChanger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/voice-changer/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve a voice-changer job
         * @description The job's progress as JSON while it runs, then the changed audio, once: a later retrieve of
         *     the same job answers 404. A job its provider failed or refused answers 422 and has been
         *     refunded (`credits_refunded`).
         */
        post: operations["retrieveVoiceChanger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/voice-changer/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a voice-changer job
         * @description Tells the provider the audio has been downloaded, so it may delete it.
         */
        post: operations["completeVoiceChanger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a voice from a sample
         * @description Clones the voice of an audio sample (multipart/form-data) with a speech model that has
         *     `voice_cloning` in its model_spec (its `accepted_formats` and `min_sample_seconds` apply; at
         *     most 25 MB). The answer's `id` (`vv_…`) works as `voice` in POST /audio/speech with that model,
         *     for the caller who made it, until it expires after the model's `retention_days` (7 by
         *     default). Charged once per clone at the model's `pricing.voice_clone`; nothing when it fails.
         */
        post: operations["createClonedVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/augment/text-parser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the text of a document
         * @description Extracts the text of an uploaded document: PDF (its text layer; no OCR), DOCX, PPTX, XLSX,
         *     XLS and ODS (each sheet as CSV under its name), EPUB, HTML (as Markdown), and text formats
         *     as they are (plain text, Markdown, CSV, JSON, source code). The kind is read from the file's
         *     bytes; the file name and part type decide only between text formats and for XLS.
         *
         *     `tokens` estimates the text's size for a model at four bytes a token (UTF-8). With
         *     `response_format: text` the answer is the text alone, as text/plain.
         *
         *     A file of another kind is refused with 415 (UNSUPPORTED_FILE_TYPE); a damaged, encrypted
         *     or empty file with 400 (FILE_UNREADABLE). Billed per call (config/augment.yaml); nothing
         *     is charged for a refused file.
         */
        post: operations["createTextParser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/augment/scrape": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scrape a web page as Markdown
         * @description Fetches one public http(s) URL and returns its readable content as Markdown: for an HTML
         *     page the article Mozilla's Readability finds (navigation and boilerplate dropped), for a
         *     document (PDF, DOCX, a spreadsheet, text...) its text as POST /augment/text-parser gives it.
         *
         *     URLs that name or resolve to this machine, a private or link-local network or a cloud
         *     metadata service, on the first request or after a redirect, are refused with 400
         *     (URL_NOT_ALLOWED). The fetch follows at most 5 redirects, reads at most 5 MB and waits at
         *     most 15 s (config/augment.yaml); a page that cannot be fetched or has no readable content
         *     is a 422 (SCRAPE_FAILED). Billed per call; nothing is charged for a refusal or a failure.
         */
        post: operations["webScrape"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/augment/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the web
         * @description Asks a web search provider and returns up to `limit` results, each with its title, URL, a
         *     plain-text snippet (`content`) and its publication date (ISO 8601 where the provider gives
         *     one, as given otherwise, '' when unknown).
         *
         *     `search_provider` names the provider (`brave` or `google`); the operator decides which
         *     upstream answers each (config/augment.yaml: a SearXNG instance's JSON API, the Brave Search
         *     API, or Google's Custom Search JSON API). Without it, the operator's default answers. Naming
         *     a provider that is not configured while another is, is a 400 (INVALID_REQUEST) whose message
         *     names the configured ones; with no provider configured at all, any search is a 503
         *     (SEARCH_NOT_CONFIGURED) saying how to configure one; a provider that cannot answer is a 502
         *     (UPSTREAM_UNAVAILABLE). Billed per call; nothing is charged for any of these.
         */
        post: operations["webSearch"];
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
         * @description The account's ledger entries (beta): charges (negative amounts) and credits, oldest first, or
         *     newest first with `sortOrder=desc`. Page with `cursor` (the `nextCursor` of the previous page,
         *     with the same filters and `sortOrder`): the next page holds the entries after that one in the
         *     chosen order, so with `desc` it continues to older entries, and entries written between two
         *     pages are neither repeated nor skipped (with `desc` they appear on a new first page).
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
         *     Idempotent on `externalId`: repeating the same credit (same account, amount and reason)
         *     changes nothing and answers `duplicate: true` with the entry it made. An `externalId` already
         *     used for a different credit is refused with 409 `EXTERNAL_ID_CONFLICT`, crediting nothing.
         */
        post: operations["createBillingCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/characters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List characters
         * @description Public characters, filtered and sorted. A character's `slug` may be sent as
         *     `service_parameters.character_slug` to chat with its system prompt and model. No total count
         *     is returned; page with `limit` and `offset`.
         */
        get: operations["listCharacters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/characters/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a character */
        get: operations["getCharacterBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/characters/{slug}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a character's reviews
         * @description Newest first, paged; the x-pagination-* headers repeat the paging.
         */
        get: operations["getCharacterReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a chat completion
         * @description OpenAI-compatible chat completions. With `stream: true` the answer is a server-sent event
         *     stream of `chat.completion.chunk` objects, then one chunk with empty `choices` carrying `usage`
         *     and `cost`, then `data: [DONE]`. A failure after the stream began arrives in-band as a
         *     `StreamError` event, followed by `data: [DONE]`.
         *
         *     The service's default system prompt is prepended unless
         *     `service_parameters.include_service_system_prompt` is false. A content part, tool or option the
         *     model cannot take is refused with a 400 that names the feature.
         */
        post: operations["createChatCompletion"];
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
    "/crypto/rpc/{network}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forward a JSON-RPC request to a blockchain node
         * @description Forwards one JSON-RPC request, or a batch of 1 to 100, to the node of `{network}` and answers
         *     the node's JSON-RPC response (an object, or an array for a batch). A per-item JSON-RPC error
         *     is still HTTP 200. A missing `jsonrpc` is sent as "2.0" and a missing `id` as null, so every
         *     item is answered.
         *
         *     Billed per credit: each item costs the network's base credits (20 for most EVM chains and
         *     Starknet, 30 for zkSync and Solana) times its method's tier (standard 1×; advanced 2× for
         *     trace_*, debug_*, arbtrace_*, txpool_inspect, txpool_status; large 4× for the replay methods,
         *     txpool_content, getLargestAccounts and getSupply); an item answered with an error costs 5
         *     credits. The request's maximum is reserved before forwarding and the measured credits are
         *     charged after; nothing is charged when the node cannot be reached.
         *
         *     Stateful filter methods, subscriptions (WebSocket only), methods off the allowlist and
         *     methods of another chain family are refused with 400. With `Idempotency-Key`, the first
         *     answer is kept for 24 hours per caller: a retry with the same body gets it back
         *     (`Idempotent-Replayed: true`, charged once); the same key with another body is a 400.
         */
        post: operations["cryptoRpcProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embeddings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create embeddings
         * @description Embeds a string or an array of strings. Arrays of token ids are refused with a 400.
         *     `encoding_format: base64` returns each vector as little-endian float32 bytes in base64, as
         *     OpenAI does. `dimensions` is accepted only by models with `supportsCustomDimensions`.
         */
        post: operations["createEmbedding"];
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
    "/image/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate images
         * @description Generates 1 to 4 images from a prompt (`variants`), returned as base64 in JSON, or the one image
         *     itself with `return_binary`. Charged per image returned, at the model's price for the resolution
         *     or quality asked. `style_preset` (one of GET /image/styles) is applied to the prompt. The model's
         *     bounds (prompt length, steps, width and height divisor, aspect ratios, resolutions) are in its
         *     `model_spec.constraints` (GET /models?type=image). `x-service-is-blurred` and
         *     `x-service-is-content-violation` say what the model's provider reported about the images
         *     (`false` when it reports nothing). `inpaint` is disabled and only `null` is accepted.
         */
        post: operations["generateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an image (OpenAI-compatible)
         * @description OpenAI's images API: one image for a prompt, as `b64_json` or as a data URL (`url`). `model`
         *     takes an image model id, trait or compatibility name; a name that is none of these falls back to
         *     the default image model. `moderation: auto` (the default) asks for safe mode. `background`,
         *     `quality`, `style`, `output_compression` and `user` are accepted and ignored.
         */
        post: operations["simpleGenerateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an image (OpenAI-compatible)
         * @description OpenAI's image edits (what the official SDKs' `images.edit` sends): a multipart form with one
         *     or more `image` files (`image[]` for several; the first is the base) and a prompt; one image back
         *     as `b64_json` or a data URL. `model` takes an edit model id, trait or compatibility name; a name
         *     that is none of these falls back to the default edit model. Images are checked as for
         *     POST /image/edit; masks are not supported. `size`, `quality`, `background`, `input_fidelity`,
         *     `output_compression` and `user` are accepted and ignored. Charged as POST /image/edit.
         */
        post: operations["simpleEditImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/upscale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upscale an image
         * @description Enlarges an image 2 or 4 times (`scale`), reduced as needed so the result has at most 16,777,216
         *     pixels. The input (a file in multipart, or base64 or a data URL in JSON) must be a PNG, JPEG,
         *     WebP, GIF, AVIF or TIFF of at least 65,536 pixels and at most 25 MB. Returns a PNG; charged per
         *     image at the model's price for the scale applied. `model` names an upscale model (default: the
         *     `default` upscale model).
         */
        post: operations["upscaleImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an image
         * @description Edits an image as the prompt says. The input (a file in multipart, or base64, a data URL or an
         *     http(s) URL in JSON) must have 65,536 to 33,177,600 pixels and at most 25 MB. Returns the edited
         *     image in `output_format` (default PNG); charged per image at the model's price.
         */
        post: operations["editImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/multi-edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit with several images
         * @description Edits the first image (the base) with the others as layers or references, as the prompt says.
         *     At most the model's `constraints.maxInputImages` images (default 3), each checked as for
         *     POST /image/edit. JSON takes base64, data URLs and http(s) URLs; multipart takes files.
         */
        post: operations["multiEditImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/background-remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the background of an image
         * @description Returns the image with its background made transparent, as a PNG. Send `image` (a file in
         *     multipart, or base64 or a data URL in JSON) or `image_url`, not both. Charged per image.
         */
        post: operations["backgroundRemoveImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a message (Anthropic's Messages API)
         * @description Anthropic-compatible messages: `Anthropic(base_url="http://host:8080/api")` works unchanged,
         *     authenticated with `x-api-key` (or `Authorization: Bearer`) and one of this service's keys;
         *     `anthropic-version` and `anthropic-beta` are accepted. Served for every text model, embedded
         *     or upstream: the request runs as the chat completion it stands for (same model resolution,
         *     feature checks, prices and charge). With `stream: true` the answer is Anthropic's event
         *     stream: `message_start`, `ping`, per content block `content_block_start`,
         *     `content_block_delta`s and `content_block_stop`, then `message_delta` with the final usage and
         *     `cost`, then `message_stop`; a failure after the stream began is an `error` event.
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/count_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a message request's input tokens
         * @description The prompt tokens `POST /messages` would be charged for with the same model, system,
         *     messages and tools. On the embedded engine: the model's own tokenizer over its chat template
         *     (exactly the `input_tokens` the message reports), counted without generating. On a model an
         *     upstream serves, the upstream is not asked: the count is the service's estimate (about four
         *     characters a token, images and other media at fixed sizes), the one its rate limits admit a
         *     request with; the message is charged what the upstream reports. Free, and counted against the
         *     key's text rate limits as a request of its own; documents are read in a small pool of their
         *     own (a busy one answers 503 with `Retry-After`).
         */
        post: operations["countMessageTokens"];
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
    "/models/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what serves each configured model (operator)
         * @description Every model in the catalog, in config order, with what serves it. A model with one server
         *     has one deployment (its `engine`: `llama-cpp`, `espeak` and `sharp` are embedded; the others
         *     name an upstream `host`, never its credentials). A model served by several (`deployments:`
         *     in the catalog) has its routing `strategy` and each deployment's state: its health
         *     (`healthy`; `cooling` after repeated failures or an upstream 429 with Retry-After, until
         *     `cooldownUntil`; `probing` once the cooldown ended, until one request succeeds; `down` while
         *     its periodic health check fails), the requests in flight and its counts since boot. A
         *     configured model that is not served has `available: false` and `unavailableReason`, the
         *     reason logged at boot (its weights file missing, its upstream not configured, …). Only ADMIN
         *     keys of the operator's account (the first account) may call it (403 otherwise).
         */
        get: operations["listModelDeployments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a model
         * @description One model by its id, as it appears in GET /models (OpenAI's `models.retrieve`): a speech
         *     model's `model_spec` lists its voices. A trait (`default`) or a compatibility name
         *     (`gpt-4o`, `whisper-1`) answers with the model the operations resolve it to, text models
         *     first. Readable without a key; with a key, a model its `modelPrivacy` does not allow, an
         *     unknown name and a model whose engine route is not configured all answer 404.
         */
        get: operations["getModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this service process
         * @description The metrics of this process in the Prometheus text exposition format (version 0.0.4), for a
         *     Prometheus scrape job with `metrics_path: /api/v1/metrics`:
         *
         *     - `http_requests_total` and `http_request_duration_seconds` (histogram), by `operation_id`
         *       (`none` for requests no operation matched), `method` and `status`;
         *     - `http_request_stage_duration_seconds` (histogram), by pipeline `stage`: `route`,
         *       `authenticate`, `validate`, `limits`, `credits` (reserving and settling), `handler`, `write`;
         *     - the process's own: resident memory, heap, event-loop lag, garbage collection, handles;
         *     - gauges other parts of the service register (prefixed `service_`).
         *
         *     Each replica answers for itself. Public unless the operator sets `METRICS_TOKEN`; then the
         *     request must carry it as a bearer token.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a video job
         * @description The price a video job with these settings would be charged, from the same pricing code that
         *     charges it. No key needed. The model's durations, resolutions and aspect ratios are in its
         *     `model_spec.constraints` (GET /models?type=video); others get a 400 naming the allowed values.
         */
        post: operations["quoteVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price an audio or music job
         * @description The price an audio job (music, speech) would be charged. Per-second models need
         *     `duration_seconds`, per-character models `character_count`; duration tiers pick the tier the
         *     duration falls in. No key needed.
         */
        post: operations["quoteAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audio/voice-changer/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a voice-changer job
         * @description The price of changing the voice of `duration_seconds` of source audio. No key needed.
         */
        post: operations["quoteVoiceChanger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the request log
         * @description One record per API request this service answered, paid or not, newest first: when, which
         *     key (or wallet) sent it, the operation, the model asked for and the model that answered, the
         *     deployment, the status and error code, tokens, time to first token, duration, output speed
         *     and cost. No prompt or answer text is recorded. Records are written shortly after each
         *     request ends (batched, off the request path) and kept `REQUEST_LOG_RETENTION_DAYS` days
         *     (30 unless the operator set another).
         *
         *     An account's ADMIN keys see that account's requests; the operator's ADMIN keys (the first
         *     account's) see every account's and every wallet's, and may narrow to one with `accountId`.
         *     Page with `cursor` (the `nextCursor` of the previous page, with the same filters).
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How each model performs
         * @description Per model, over the last hour (`period=1h`, the default) or day (`24h`), from the request
         *     log: requests, errors (answers of status 500 and above: the service's or an engine's
         *     failure; a client's own mistakes, 4xx, are counted apart), error rate, latency and time to
         *     first token (p50, p95, in milliseconds) and output tokens per second (p50) of the answered
         *     requests. Models with no request in the period are not listed. The same visibility as
         *     GET /requests: an account's ADMIN keys see their account's requests, the operator's see all.
         */
        get: operations["getRequestPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/responses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a stored response
         * @description A response made with `store` (the default), as it was answered, until it expires
         *     (RESPONSE_RETENTION_DAYS, 30 days by default). Only the account or wallet that made it may
         *     read it: an unknown, expired, deleted or another caller's id is a 404 naming it.
         */
        get: operations["getResponse"];
        put?: never;
        post?: never;
        /**
         * Delete a stored response
         * @description Deletes a stored response of the caller's at once; it can no longer be read or continued
         *     from. A response that continued from it keeps its own copy of the earlier turns.
         */
        delete: operations["deleteResponse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/responses/{id}/input_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a stored response's input items
         * @description The items the model was given, each with its id: the earlier turns' input and output when
         *     the response continued from another (`previous_response_id`), then its own input, with
         *     `item_reference` items replaced by the items they named. `instructions` are not items.
         *     Newest first unless `order` is `asc`; `after` is the id of the last item of the page before.
         */
        get: operations["listResponseInputItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a response
         * @description The responses-style text API (alpha). `input` is a string or a list of items (messages,
         *     function calls and their outputs, or `item_reference`s to items of the caller's stored
         *     responses); function tools are callable. With `stream: true` the answer is a server-sent
         *     event stream (see ResponsesStreamEvent) ending with `response.completed`,
         *     `response.incomplete` or `response.failed`, then `data: [DONE]`. The response is stored
         *     unless `store` is false, and `previous_response_id` continues from a stored one.
         */
        post: operations["createResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tee/attestation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a model's TEE attestation
         * @description The attestation of the trusted execution environment (TEE) a model runs in, bound to the
         *     caller's `nonce`, passed through from the environment itself. This service never makes one
         *     up: a model whose route is not an operator-configured TEE has none, and answers 404 saying
         *     so (TEE_NOT_CONFIGURED). No route of this build runs in a TEE.
         */
        get: operations["getTeeAttestation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tee/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signature over a completion
         * @description A verifiable signature over a completion's text, by request id, from the TEE the model ran
         *     in or from this service's operator-configured signing key. Without either there is no
         *     signature to give: 404 saying so (TEE_NOT_CONFIGURED). No route of this build runs in a TEE
         *     and no signing key can be configured yet.
         */
        get: operations["getTeeSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a video generation job
         * @description Starts a video job and charges its price at once: exactly what POST /video/quote answers for
         *     the same model and settings. Poll POST /video/retrieve with the returned `queue_id`; a job
         *     the model's provider refuses or fails is refunded. The model's durations, resolutions and
         *     aspect ratios are in its `model_spec.constraints` (GET /models?type=video).
         */
        post: operations["queueVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/transcriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retired; send the video to a chat model instead
         * @deprecated
         * @description Retired (transcripts of videos by URL). Answers 410 with its successor in `Link`: a chat
         *     completion with the video as a `video_url` content part, on a model with
         *     `capabilities.supportsVideoInput`.
         */
        post: operations["createVideoTranscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve a video job
         * @description The job's progress as JSON while it runs, then the video itself (`video/mp4`). A job its
         *     provider failed or refused answers 422 and has been refunded (`credits_refunded`).
         */
        post: operations["retrieveVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a video job
         * @description Tells the provider the video has been downloaded, so it may delete it.
         */
        post: operations["completeVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up a wallet's credit with an x402 payment
         * @description Without a payment header: 402 with the ways to pay (`accepts`: USDC on Base, `eip155:8453`,
         *     by EIP-3009; USDC on Solana with the service's fee payer), in the body and base64 in the
         *     `PAYMENT-REQUIRED` header as x402 v2 clients read it. The amount is the caller's choice
         *     (`amount` in the query or the body, USD, 5 to 10,000; 5 when absent).
         *
         *     With `PAYMENT-SIGNATURE` (the legacy names `X-PAYMENT` and `X-402-Payment` are accepted too)
         *     signed for one `accepts` entry of the same amount: the payment is verified and settled on
         *     chain, then the paying wallet is credited exactly once per settlement. Retrying a payment
         *     that was already credited answers with the same result and credits nothing more.
         *
         *     Official x402 clients cap payments at 1 USD by default: raise their spend controls to top up.
         */
        post: operations["topUpWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/balance/{walletAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's credit balance
         * @description The signed-in wallet's balance. The `SIGN-IN-WITH-X` signer must be the wallet in the path (403 otherwise); without a sign-in, 401.
         */
        get: operations["getWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x402/transactions/{walletAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's credit transactions
         * @description Top-ups, charges and refunds of the signed-in wallet, newest first. The signer must be the wallet in the path (403 otherwise).
         */
        get: operations["listWalletTransactions"];
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
        /** @description What went wrong, as Anthropic's API reports it, with this service's machine-readable code beside it. */
        AnthropicError: {
            /**
             * @description Anthropic's error type: invalid_request_error (400, 405, 409, 415, 422),
             *     authentication_error (401), billing_error (402), permission_error (403),
             *     not_found_error (404), request_too_large (413), rate_limit_error (429),
             *     api_error (500, 502, 504), overloaded_error (503 and 529).
             */
            type: string;
            /** @description What went wrong, in words; for a validation failure it names the first invalid fields and why. */
            message: string;
            code?: components["schemas"]["ErrorCode"];
        };
        /**
         * @description An error of an Anthropic-compatible operation.
         * @example {
         *       "type": "error",
         *       "error": {
         *         "type": "not_found_error",
         *         "message": "Specified model not found: claude-9",
         *         "code": "MODEL_NOT_FOUND"
         *       }
         *     }
         */
        AnthropicErrorBody: {
            /** @constant */
            type: "error";
            error: components["schemas"]["AnthropicError"];
            /** @description The x-request-id of the request */
            request_id?: string;
            details?: components["schemas"]["ValidationErrorTree"];
            /** @description On a 429 from an error budget: names the threshold crossed. */
            customMessage?: string;
        };
        /**
         * @example {
         *       "text": "Quarterly report\n\nRevenue grew 12%.",
         *       "tokens": 9
         *     }
         */
        TextParserResponse: {
            /** @description The document's text. */
            text: string;
            /** @description The text's size in tokens, estimated at four UTF-8 bytes a token. */
            tokens: number;
        };
        /**
         * @example {
         *       "url": "https://example.com/"
         *     }
         */
        WebScrapeRequest: {
            /**
             * Format: uri
             * @description A public http(s) URL.
             */
            url: string;
        };
        /**
         * @example {
         *       "url": "https://example.com/",
         *       "content": "# Example Domain\n\nThis domain is for use in illustrative examples in documents.",
         *       "format": "markdown"
         *     }
         */
        WebScrapeResponse: {
            /** @description The URL as requested. */
            url: string;
            /** @description The page's readable content. */
            content: string;
            /** @constant */
            format: "markdown";
        };
        /**
         * @example {
         *       "query": "tide tables explained",
         *       "limit": 5
         *     }
         */
        WebSearchRequest: {
            query: string;
            /** @default 10 */
            limit?: number;
            /**
             * @description Which provider answers; without it, the operator's default (config/augment.yaml).
             * @enum {string}
             */
            search_provider?: "google" | "brave";
        };
        /**
         * @example {
         *       "query": "tide tables explained",
         *       "results": [
         *         {
         *           "title": "How tides work",
         *           "url": "https://example.org/tides",
         *           "content": "Tides rise and fall twice a day along most coasts.",
         *           "date": "2026-03-14T00:00:00.000Z"
         *         }
         *       ]
         *     }
         */
        WebSearchResponse: {
            query: string;
            results: components["schemas"]["WebSearchResult"][];
        };
        WebSearchResult: {
            title: string;
            url: string;
            /** @description A plain-text snippet of the page. */
            content: string;
            /** @description Publication date: ISO 8601 where the provider gives one, as given otherwise, '' when unknown. */
            date: string;
        };
        /**
         * @description An explicit `null` for an optional parameter means the parameter is not set, as in OpenAI's API.
         * @example {
         *       "model": "debug-tiny-chat",
         *       "messages": [
         *         {
         *           "role": "system",
         *           "content": "You are terse."
         *         },
         *         {
         *           "role": "user",
         *           "content": "Say hello."
         *         }
         *       ],
         *       "max_completion_tokens": 32,
         *       "temperature": 0.7
         *     }
         */
        ChatCompletionRequest: {
            /**
             * @description A model id, a trait (`default`, …) or a compatibility name (`gpt-4o`, …). Feature suffixes
             *     `<model>:<parameter>=<value>[&…]` set `service_parameters`, e.g. `my-model:strip_thinking_response=true`.
             */
            model: string;
            /** @description At most 4,096 messages, 1,024 content parts in one message, and 4,096 content parts and tool calls in all (a 400 INVALID_REQUEST names the limit). */
            messages: components["schemas"]["ChatMessage"][];
            /** @default 0 */
            frequency_penalty?: number | null;
            /** @default 0 */
            presence_penalty?: number | null;
            /** @description Not supported by all models (capabilities.supportsLogProbs). */
            logprobs?: boolean | null;
            top_logprobs?: number | null;
            /** @description Upper bound on generated tokens, reasoning tokens included. Wins over max_tokens. */
            max_completion_tokens?: number | null;
            /**
             * @deprecated
             * @description Use max_completion_tokens. Values of 0 or less are ignored and the model default is used.
             */
            max_tokens?: number | null;
            /** @description Upper bound for dynamic temperature scaling. */
            max_temp?: number | null;
            /** @description Lower bound for dynamic temperature scaling. */
            min_temp?: number | null;
            temperature?: number | null;
            top_p?: number | null;
            top_k?: number | null;
            /** @description Tokens below this probability are filtered out. */
            min_p?: number | null;
            /** @description 1.0 means no penalty; above 1.0 discourages repetition. */
            repetition_penalty?: number | null;
            /**
             * @description Number of choices. Charges follow the tokens of all choices.
             * @default 1
             */
            n?: number | null;
            seed?: number | null;
            /** @description Up to 4 stop sequences. */
            stop?: string | string[] | null;
            stop_token_ids?: number[] | null;
            /** @default false */
            stream?: boolean | null;
            stream_options?: {
                /** @description Absent or true: the stream ends with a chunk of empty `choices` that carries `usage` and `cost`; when false, that chunk is not sent. */
                include_usage?: boolean;
            } | null;
            reasoning?: components["schemas"]["Reasoning"] | null;
            reasoning_effort?: components["schemas"]["ReasoningEffort"] | null;
            verbosity?: components["schemas"]["Verbosity"] | null;
            text?: {
                verbosity?: components["schemas"]["Verbosity"];
            } | null;
            /** @description Routing hint that improves cache hits across turns of one conversation. */
            prompt_cache_key?: string | null;
            /** @enum {string|null} */
            prompt_cache_retention?: "default" | "extended" | "24h" | null;
            fallbacks?: components["schemas"]["Fallbacks"] | null;
            /** @description Accepted and discarded. */
            user?: string | null;
            /** @description Accepted for compatibility; unused. */
            store?: boolean | null;
            include?: string[] | null;
            metadata?: {
                [key: string]: string;
            } | null;
            /** @default true */
            parallel_tool_calls?: boolean | null;
            response_format?: components["schemas"]["ResponseFormat"] | null;
            tool_choice?: components["schemas"]["ChatToolChoice"] | null;
            /** @description Function tools are callable; `web_search` lets the model search, as `enable_web_search` `auto` does (unless that is `on`); `x_search` asks for X search, as `enable_x_search` does. At most 128 tools; their JSON schemas (and `response_format`'s) hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all (a 400 INVALID_REQUEST names the limit). */
            tools?: components["schemas"]["ChatTool"][] | null;
            service_parameters?: components["schemas"]["ChatServiceParameters"] | null;
        };
        TokenLogprob: {
            token: string;
            logprob: number;
            bytes?: number[] | null;
            top_logprobs?: {
                token: string;
                logprob: number;
                bytes?: number[] | null;
            }[];
        };
        /** @description Log probabilities of the generated tokens, when asked for and supported. */
        ChoiceLogprobs: {
            content?: components["schemas"]["TokenLogprob"][] | null;
        } | null;
        ChatCompletionResponseMessage: {
            /** @constant */
            role: "assistant";
            content: string | null;
            /** @description Reasoning text; `<think>` blocks stripped from content land here. */
            reasoning_content?: string | null;
            tool_calls?: components["schemas"]["ToolCall"][] | null;
        };
        /** @enum {string} */
        FinishReason: "stop" | "length" | "tool_calls" | "content_filter";
        ChatCompletionChoice: {
            index: number;
            finish_reason: components["schemas"]["FinishReason"];
            /** @enum {string|null} */
            stop_reason?: "stop" | "length" | null;
            logprobs: components["schemas"]["ChoiceLogprobs"];
            message: components["schemas"]["ChatCompletionResponseMessage"];
        };
        /**
         * @example {
         *       "id": "chatcmpl-3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6",
         *       "object": "chat.completion",
         *       "created": 1763683200,
         *       "model": "debug-tiny-chat",
         *       "choices": [
         *         {
         *           "index": 0,
         *           "finish_reason": "stop",
         *           "logprobs": null,
         *           "message": {
         *             "role": "assistant",
         *             "content": "Hello! How can I help you today?",
         *             "reasoning_content": null
         *           }
         *         }
         *       ],
         *       "usage": {
         *         "prompt_tokens": 21,
         *         "completion_tokens": 9,
         *         "total_tokens": 30
         *       },
         *       "cost": {
         *         "usd": 0.000009,
         *         "diem": 0.000009
         *       },
         *       "service_parameters": {
         *         "enable_e2ee": true,
         *         "enable_web_search": "off",
         *         "enable_web_citations": false,
         *         "enable_web_scraping": false,
         *         "include_service_system_prompt": true,
         *         "include_search_results_in_stream": false,
         *         "return_search_results_as_documents": false,
         *         "strip_thinking_response": false,
         *         "disable_thinking": false,
         *         "web_search_citations": []
         *       }
         *     }
         */
        ChatCompletionResponse: {
            id: string;
            /** @constant */
            object: "chat.completion";
            /** @description Unix seconds. */
            created: number;
            /** @description The model that served the request. */
            model: string;
            choices: components["schemas"]["ChatCompletionChoice"][];
            usage: components["schemas"]["CompletionUsage"];
            cost?: components["schemas"]["Cost"];
            prompt_logprobs?: null | {
                [key: string]: unknown;
            };
            service_parameters?: components["schemas"]["ServiceParametersEcho"];
        };
        ChatCompletionChunkToolCall: {
            index: number;
            id?: string;
            /** @constant */
            type?: "function";
            function?: {
                name?: string;
                arguments?: string;
            };
        };
        /**
         * @description One `data:` event of a chat stream. Content chunks carry `choices`; the last chunk before
         *     `data: [DONE]` has empty `choices` and carries `usage` and `cost`.
         */
        ChatCompletionChunk: {
            id: string;
            /** @constant */
            object: "chat.completion.chunk";
            created: number;
            model: string;
            choices: {
                index: number;
                delta: {
                    /** @constant */
                    role?: "assistant";
                    content?: string | null;
                    reasoning_content?: string | null;
                    tool_calls?: components["schemas"]["ChatCompletionChunkToolCall"][];
                };
                finish_reason: components["schemas"]["FinishReason"] | null;
                logprobs?: components["schemas"]["ChoiceLogprobs"];
            }[];
            usage?: components["schemas"]["CompletionUsage"];
            cost?: components["schemas"]["Cost"];
            service_parameters?: components["schemas"]["ServiceParametersEcho"];
        };
        /**
         * @description An in-band failure of a stream whose headers were already sent (the status stays 200); the
         *     stream then ends with `data: [DONE]`.
         * @example {
         *       "error": {
         *         "message": "The model's engine failed mid-stream",
         *         "type": "api_error",
         *         "code": "upstream_error",
         *         "param": null
         *       }
         *     }
         */
        StreamError: {
            error: {
                message: string;
                /** @enum {string} */
                type: "server_error" | "api_error" | "content_filter_error";
                /** @description `model_overloaded`, `upstream_error`, `timeout`, `content_blocked_by_provider`, … */
                code: string;
                param: null | string;
                /** @description Seconds to wait, for an overload. */
                retry_after?: number;
            };
        };
        /**
         * @description Marks the end of a prompt prefix the upstream may cache. Passed on unchanged, with
         *     `prompt_cache_key` and `prompt_cache_retention`, to upstream models whose route takes them;
         *     the embedded engine ignores it (it reuses the prefix its previous request left by itself).
         */
        CacheControl: {
            /** @constant */
            type: "ephemeral";
            /** @description Extended cache duration (beta). */
            ttl?: string;
        };
        ChatTextPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
            cache_control?: components["schemas"]["CacheControl"];
        };
        ChatImagePart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image_url";
            image_url: {
                /** @description A data URL with a base64 image, or a public http(s) URL. At least 64 pixels square. */
                url: components["schemas"]["CallerUrl"];
                /** @enum {string} */
                detail?: "auto" | "low" | "high";
            };
            cache_control?: components["schemas"]["CacheControl"];
        };
        ChatAudioPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "input_audio";
            input_audio: {
                /** @description Base64 audio; URLs are not supported. */
                data: string;
                /**
                 * @default wav
                 * @enum {string}
                 */
                format?: "wav" | "mp3" | "aiff" | "aac" | "ogg" | "flac" | "m4a" | "pcm16" | "pcm24";
            };
            cache_control?: components["schemas"]["CacheControl"];
        };
        ChatVideoPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video_url";
            video_url: {
                /** @description A public http(s) URL or a base64 data URL (mp4, mpeg, mov, webm). At most 3 videos per request. */
                url: components["schemas"]["CallerUrl"];
            };
            cache_control?: components["schemas"]["CacheControl"];
        };
        ChatFilePart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "file";
            file: {
                /**
                 * @description A data URL or a public http(s) URL. The file reaches the model as text: PDF, DOCX,
                 *     PPTX, XLSX, XLS, ODS, EPUB and HTML are extracted as POST /augment/text-parser does
                 *     (a damaged file is a 400 FILE_UNREADABLE, another binary kind a 415
                 *     UNSUPPORTED_FILE_TYPE); text formats (plain text, Markdown, CSV, JSON, source code)
                 *     are used as they are. A URL is fetched only when it is public (400 URL_NOT_ALLOWED
                 *     otherwise).
                 */
                file_data: components["schemas"]["CallerUrl"];
                /** @description Display only. */
                filename?: string;
            };
            cache_control?: components["schemas"]["CacheControl"];
        };
        ChatUserContentPart: components["schemas"]["ChatTextPart"] | components["schemas"]["ChatImagePart"] | components["schemas"]["ChatAudioPart"] | components["schemas"]["ChatVideoPart"] | components["schemas"]["ChatFilePart"];
        /** @description A string, or an array of text parts. */
        ChatTextContent: string | components["schemas"]["ChatTextPart"][];
        ChatUserMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "user";
            content: string | components["schemas"]["ChatUserContentPart"][];
            name?: string | null;
        };
        ReasoningDetail: {
            type: string;
            data?: string;
            format?: string;
            id?: string;
            index?: number;
            text?: string;
        };
        /** @description A refusal the model gave, as OpenAI clients replay it in an assistant message. */
        ChatRefusalPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "refusal";
            refusal: string;
        };
        ChatAssistantContentPart: components["schemas"]["ChatTextPart"] | components["schemas"]["ChatRefusalPart"];
        /**
         * @description A previous answer of the model, as OpenAI clients replay it: content (text, or text and
         *     refusal parts), tool_calls, or neither (`content: null` with no calls reads as an empty
         *     answer; a `refusal` as the text of the answer). `audio` and `function_call` are accepted.
         */
        ChatAssistantMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "assistant";
            content?: string | components["schemas"]["ChatAssistantContentPart"][] | null;
            refusal?: string | null;
            /** @description A previous audio answer, by id; this service has no audio to look up, so it reaches the model as nothing. */
            audio?: {
                id: string;
            } | null;
            /** @description Deprecated; the call reaches the model as a tool call. */
            function_call?: {
                name: string;
                arguments: string;
            } | null;
            name?: string | null;
            reasoning_content?: string | null;
            /** @description Pass back unchanged on multi-turn tool-call conversations. */
            reasoning_details?: components["schemas"]["ReasoningDetail"][];
            /** @description Pass back unchanged. */
            thought_signature?: string | null;
            tool_calls?: components["schemas"]["ToolCall"][] | null;
        };
        ChatToolMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "tool";
            content: components["schemas"]["ChatTextContent"];
            tool_call_id: string;
            name?: string | null;
            reasoning_content?: string | null;
            tool_calls?: components["schemas"]["ToolCall"][] | null;
        };
        ChatSystemMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "system";
            content: components["schemas"]["ChatTextContent"];
            name?: string | null;
        };
        /** @description High-level instructions for reasoning models. */
        ChatDeveloperMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "developer";
            content: components["schemas"]["ChatTextContent"];
            name?: string | null;
        };
        /** @description Deprecated (before tool messages); a function's result, which reaches the model as a tool message. */
        ChatFunctionMessage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            role: "function";
            name: string;
            content: string | null;
        };
        ChatMessage: components["schemas"]["ChatUserMessage"] | components["schemas"]["ChatAssistantMessage"] | components["schemas"]["ChatToolMessage"] | components["schemas"]["ChatSystemMessage"] | components["schemas"]["ChatDeveloperMessage"] | components["schemas"]["ChatFunctionMessage"];
        ChatFunctionTool: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function";
            function: components["schemas"]["FunctionDefinition"];
            id?: string;
        };
        ChatWebSearchTool: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "web_search";
        };
        ChatXSearchTool: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "x_search";
        };
        ChatTool: components["schemas"]["ChatFunctionTool"] | components["schemas"]["ChatWebSearchTool"] | components["schemas"]["ChatXSearchTool"];
        /** @description `none`, `auto`, `required`, or one named function. */
        ChatToolChoice: ("none" | "auto" | "required") | {
            /** @constant */
            type: "function";
            function: {
                name: string;
            };
        };
        ResponseFormatText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
        };
        /** @description Deprecated; use json_schema. */
        ResponseFormatJsonObject: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "json_object";
        };
        ResponseFormatJsonSchema: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "json_schema";
            json_schema: {
                name?: string;
                description?: string;
                schema?: {
                    [key: string]: unknown;
                };
                strict?: boolean | null;
            };
        };
        ResponseFormat: components["schemas"]["ResponseFormatJsonSchema"] | components["schemas"]["ResponseFormatJsonObject"] | components["schemas"]["ResponseFormatText"];
        /** @description A network name, e.g. base-mainnet (never `networks`, the path that lists them). */
        CryptoRpcNetworkName: string;
        /** @description One JSON-RPC 2.0 request. */
        CryptoRpcRequest: {
            /** @constant */
            jsonrpc?: "2.0";
            method: string;
            /** @description Positional (array) or named (object) parameters. */
            params?: unknown[] | {
                [key: string]: unknown;
            };
            /** @description Echoed in the answer; null when left out. */
            id?: number | string | null;
        };
        /** @description One request, or a batch of 1 to 100. */
        CryptoRpcBody: components["schemas"]["CryptoRpcRequest"] | components["schemas"]["CryptoRpcRequest"][];
        /** @description One JSON-RPC 2.0 answer, `result` or `error`. */
        CryptoRpcResponse: {
            jsonrpc?: string;
            id?: unknown;
            result?: unknown;
            error?: {
                code: number;
                message: string;
                data?: unknown;
            };
        };
        CryptoRpcAnswer: components["schemas"]["CryptoRpcResponse"] | components["schemas"]["CryptoRpcResponse"][];
        /**
         * @description A machine-readable error code. Every code the service answers is listed here once; the
         *     service's error catalog (src/errors.ts) gives each its HTTP status and default message.
         * @enum {string}
         */
        ErrorCode: "INVALID_REQUEST" | "INVALID_MODEL" | "TOO_MANY_TOKENS" | "UNSUPPORTED_FEATURE" | "PAYMENT_HEADER_NOT_ACCEPTED" | "RPC_UNKNOWN_NETWORK" | "RPC_METHOD_NOT_ALLOWED" | "RPC_METHOD_NOT_SUPPORTED" | "RPC_METHOD_WRONG_NETWORK" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_IMAGE" | "FILE_UNREADABLE" | "URL_NOT_ALLOWED" | "AUTHENTICATION_FAILED" | "ADMIN_KEY_REQUIRED" | "X402_SIGN_IN_INVALID_PAYLOAD" | "X402_SIGN_IN_PARSE_ERROR" | "X402_SIGN_IN_INVALID_MESSAGE" | "X402_SIGN_IN_ADDRESS_MISMATCH" | "X402_SIGN_IN_INVALID_CHAIN_ID" | "X402_SIGN_IN_CHAIN_MISMATCH" | "X402_SIGN_IN_UNSUPPORTED_CHAIN" | "X402_SIGN_IN_MISSING_NONCE" | "X402_SIGN_IN_DOMAIN_MISMATCH" | "X402_SIGN_IN_TIMESTAMP_MISMATCH" | "X402_SIGN_IN_EXPIRED" | "X402_SIGN_IN_FUTURE_TIMESTAMP" | "X402_SIGN_IN_NOT_BEFORE" | "X402_SIGN_IN_INVALID_SIGNATURE" | "X402_SIGN_IN_INVALID_WALLET" | "X402_SIGN_IN_NONCE_REUSED" | "WEB3_KEY_TOKEN_INVALID" | "WEB3_KEY_SIGNATURE_INVALID" | "PAYMENT_REQUIRED" | "INSUFFICIENT_BALANCE" | "API_KEY_USD_SPEND_LIMIT_EXCEEDED" | "API_KEY_DIEM_SPEND_LIMIT_EXCEEDED" | "UNAUTHORIZED" | "WALLET_MISMATCH" | "WEB3_KEY_NOT_ALLOWED" | "NOT_FOUND" | "MODEL_NOT_FOUND" | "TEE_NOT_CONFIGURED" | "CHARACTER_NOT_FOUND" | "API_KEY_NOT_FOUND" | "ACCOUNT_NOT_FOUND" | "QUEUE_ID_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "IDEMPOTENCY_KEY_IN_USE" | "API_KEY_LIMIT_REACHED" | "EXTERNAL_ID_CONFLICT" | "NEEDS_CONSENT" | "ENDPOINT_RETIRED" | "PAYLOAD_TOO_LARGE" | "INVALID_CONTENT_TYPE" | "UNSUPPORTED_IMAGE_FORMAT" | "UNSUPPORTED_FILE_TYPE" | "SCRAPE_FAILED" | "PROVIDER_CONTENT_POLICY" | "AUDIO_UNPROCESSABLE" | "RATE_LIMIT_EXCEEDED" | "MODEL_OVERLOADED" | "CLIENT_CLOSED_REQUEST" | "INFERENCE_FAILED" | "UNKNOWN_ERROR" | "UPSTREAM_UNAVAILABLE" | "UPSTREAM_ERROR" | "MODEL_OFFLINE" | "MODEL_AT_CAPACITY" | "REQUEST_TIMEOUT" | "INVALID_PAYMENT_FORMAT" | "INVALID_PAYMENT" | "UNSUPPORTED_NETWORK" | "INVALID_PAYMENT_RECIPIENT" | "UNSUPPORTED_TOKEN" | "UNSUPPORTED_SCHEME" | "INVALID_AMOUNT" | "INVALID_PAYMENT_PAYER" | "AMOUNT_TOO_LOW" | "AMOUNT_TOO_HIGH" | "PAYMENT_VERIFICATION_FAILED" | "SETTLEMENT_FAILED" | "PAYMENT_IN_PROGRESS" | "FACILITATOR_UNAVAILABLE" | "SETTLEMENT_CONFLICT" | "X402_NOT_CONFIGURED" | "SETTLEMENT_TIMEOUT" | "SEARCH_NOT_CONFIGURED" | "SERVICE_UNAVAILABLE";
        /**
         * @description A general error.
         * @example {
         *       "error": "Admin API key required"
         *     }
         */
        StandardError: {
            /** @description What went wrong, in words. */
            error: string;
            code?: components["schemas"]["ErrorCode"];
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
            code?: components["schemas"]["ErrorCode"];
            details?: components["schemas"]["ValidationErrorTree"];
        };
        /** @description The request violates the content policy. */
        ContentViolationError: {
            error: string;
            /** @description A replacement prompt that meets the content policy. */
            suggested_prompt?: string;
        };
        /**
         * @description The model's provider needs the caller's consent before it takes media showing faces: show
         *     `consent.policy_text`, then queue again with `consents.<consent_flow>` confirmed.
         */
        NeedsConsentError: {
            error: {
                /** @constant */
                code: "needs_consent";
                message: string;
            };
            /** @description The `consents` entry to send, e.g. `seedance`. */
            consent_flow: string;
            /** @description Which of the request's media show faces. */
            face_media_roles: ("image" | "end_image" | "reference_image" | "video" | "reference_video")[];
            consent: {
                consent_version: string;
                policy_text: string;
            };
            docs_url: string;
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
        /**
         * @description One event of a `text/event-stream` answer, as an SSE parser reads it (OpenAPI 3.1 has no
         *     `itemSchema`, so the stream's `schema` describes each event): `data` is JSON text whose shape
         *     is the media type's `x-service-event-schema`, or the literal `[DONE]` that ends the stream.
         */
        ServerSentEventFrame: {
            /** @description The event's name; absent (`message`) unless the operation names its events. */
            event?: string;
            data: string;
            id?: string;
            retry?: number;
        };
        /** @enum {string} */
        ReasoningEffort: "none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max";
        /** @description Reasoning settings for models that support them. */
        Reasoning: {
            effort?: components["schemas"]["ReasoningEffort"];
            /** @enum {string} */
            summary?: "auto" | "concise" | "detailed";
        };
        /** @enum {string} */
        Verbosity: "low" | "medium" | "high" | "auto";
        /**
         * @description Models to try, in order, when the requested model fails with a retryable error (overloaded,
         *     unreachable, timed out). A fallback that cannot take the request's features is skipped.
         */
        Fallbacks: {
            /** @description A model id, trait or compatibility name. */
            model: string;
        }[];
        FunctionDefinition: {
            name: string;
            description?: string;
            /** @description The arguments as a JSON Schema object. */
            parameters?: {
                [key: string]: unknown;
            };
            /** @default false */
            strict?: boolean;
        };
        /** @description A call the model asks the client to make; `arguments` is a JSON string. */
        ToolCall: {
            id: string;
            /** @constant */
            type: "function";
            function: {
                name: string;
                arguments: string;
            };
        };
        CompletionUsage: {
            prompt_tokens: number;
            /** @description The tokens of every choice. */
            completion_tokens: number;
            total_tokens: number;
            /** @description What the upstream reports of its prompt cache; both counts are part of `prompt_tokens`. */
            prompt_tokens_details?: {
                /** @description Prompt tokens read from the cache, charged at the model's `cache_input` price (its `input` price without one). */
                cached_tokens?: number;
                /** @description Prompt tokens written to the cache, charged at the model's `cache_write` price (its `input` price without one). */
                cache_creation_input_tokens?: number;
            } | null;
            completion_tokens_details?: {
                reasoning_tokens?: number;
            } | null;
        };
        /** @description What the request cost, from the model's prices per million tokens, in USD and in DIEM. */
        Cost: {
            usd: number;
            diem: number;
        };
        /**
         * @description `on` searches the web for the latest user message (POST /augment/search's default provider) and
         *     gives the model the 10 results, numbered, before that message; they come back as
         *     `service_parameters.web_search_citations`, and the search is charged at its price on top of
         *     the tokens (a provider that fails leaves the answer without results, uncharged). Without a
         *     configured provider `on` and `auto` are refused with a 400. `auto` leaves it to the model: it is
         *     offered a `web_search` function tool (query) next to the caller's tools; when it calls it, the
         *     service searches each call's query (at most 3), gives the results back as the calls' tool
         *     messages and the model answers on, without the tool (one round of searches). Each search that
         *     ran is charged at its price on top of both rounds' tokens; no call, no search charge. The
         *     caller's tool calls reach the caller as usual. `n` above 1 and a caller function named
         *     `web_search` are refused with a 400; a model that cannot call tools, or a `tool_choice` of
         *     `none` or of one function, answers without search. Pages scraped with enable_web_scraping take the place of a search.
         * @enum {string}
         */
        WebSearchEnablement: "off" | "on" | "auto";
        /** @description Service features for one request. Also settable with a model suffix, `<model>:<name>=<value>&…`. */
        ChatServiceParameters: {
            /** @description Public id of a character; its system prompt and model are used. */
            character_slug?: string;
            /**
             * @description Move `<think>…</think>` blocks out of the content into `reasoning_content`.
             * @default false
             */
            strip_thinking_response?: boolean;
            /**
             * @description On supported reasoning models, disables thinking; blocks are stripped as above.
             * @default false
             */
            disable_thinking?: boolean;
            /** @default true */
            enable_e2ee?: boolean;
            enable_web_search?: components["schemas"]["WebSearchEnablement"];
            /**
             * @description Chat completions: the first 5 distinct http(s) URLs in the latest user message are scraped (as
             *     POST /augment/scrape does: public addresses only) and their Markdown is given to the model in a
             *     system message before that message. URLs that cannot be scraped are left out; each page scraped
             *     is charged at the scrape price on top of the tokens (included in `cost`).
             * @default false
             */
            enable_web_scraping?: boolean;
            /**
             * @description With web search on, the model is asked to cite results as `[REF]n[/REF]`, n being the result's number in web_search_citations (from 1).
             * @default false
             */
            enable_web_citations?: boolean;
            /**
             * @description With web search on and stream true, the first chunk (empty `choices`) carries `service_parameters.web_search_citations`.
             * @default false
             */
            include_search_results_in_stream?: boolean;
            /**
             * @description When a web search ran, its results also come back as a tool call `{id: "web_search_call", type: function,
             *     function: {name: "service_web_search_documents", arguments: "{\"documents\":[{id, title, url, snippet, published_at}]}"}}`
             *     ahead of the model's own calls (streamed before the content), and finish_reason `stop` becomes `tool_calls`.
             * @default false
             */
            return_search_results_as_documents?: boolean;
            /**
             * @description Whether the service's default system prompt is prepended.
             * @default true
             */
            include_service_system_prompt?: boolean;
            /**
             * @description Searches X (the X API's recent posts) and the web together for the latest user message, in place of
             *     the standard web search, for models with `supportsXSearch`; the results reach the model and come
             *     back as `web_search_citations` like web search results. Each search that answered with results is
             *     charged on top of the tokens. Without X search configured on the server, or on another model: 400.
             * @default false
             */
            enable_x_search?: boolean;
        };
        /** @description The settings the request actually ran with, defaults filled in. */
        ServiceParametersEcho: {
            enable_e2ee: boolean;
            enable_web_search: components["schemas"]["WebSearchEnablement"];
            enable_web_citations: boolean;
            enable_web_scraping: boolean;
            include_service_system_prompt: boolean;
            include_search_results_in_stream: boolean;
            return_search_results_as_documents: boolean;
            strip_thinking_response: boolean;
            disable_thinking: boolean;
            enable_x_search?: boolean;
            character_slug?: string;
            /** @description Sources of a web search; empty when no search ran. */
            web_search_citations?: {
                title: string;
                url: string;
                content?: string;
                date?: string;
            }[];
        };
        /**
         * Format: date
         * @description A UTC day, `YYYY-MM-DD`, in the years 1970–2999.
         */
        InputDate: string;
        /**
         * Format: uri
         * @description An http(s) URL (at most 65,536 characters) or a data URL of at most 25 MB (34,952,798 characters, its header at most 262 of them). Other schemes, and longer URLs, are refused with a 400.
         */
        CallerUrl: string;
        /** @description A prompt-caching mark, passed on to upstream routes that take `cache_control`; the embedded engine reuses its previous prefix by itself. */
        MessagesCacheControl: {
            /** @constant */
            type: "ephemeral";
            /** @enum {string} */
            ttl?: "5m" | "1h";
        };
        MessagesTextBlockParam: {
            /** @constant */
            type: "text";
            text: string;
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
            /** @description Accepted and not used. */
            citations?: unknown[] | null;
        };
        MessagesBase64ImageSource: {
            /** @constant */
            type: "base64";
            /** @enum {string} */
            media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
            data: string;
        };
        MessagesUrlSource: {
            /** @constant */
            type: "url";
            /** @description A public http(s) URL the service fetches. */
            url: string;
        };
        MessagesImageBlockParam: {
            /** @constant */
            type: "image";
            source: components["schemas"]["MessagesBase64ImageSource"] | components["schemas"]["MessagesUrlSource"];
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
        };
        MessagesBase64DocumentSource: {
            /** @constant */
            type: "base64";
            /** @constant */
            media_type: "application/pdf";
            data: string;
        };
        MessagesPlainTextSource: {
            /** @constant */
            type: "text";
            /** @constant */
            media_type: "text/plain";
            data: string;
        };
        /** @description A PDF (base64 or URL) or plain text the model reads; a PDF's text is extracted by the service, as chat's file parts. */
        MessagesDocumentBlockParam: {
            /** @constant */
            type: "document";
            source: components["schemas"]["MessagesBase64DocumentSource"] | components["schemas"]["MessagesPlainTextSource"] | components["schemas"]["MessagesUrlSource"];
            title?: string | null;
            context?: string | null;
            /** @description Accepted and not used. */
            citations?: Record<string, never> | null;
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
        };
        MessagesToolUseBlockParam: {
            /** @constant */
            type: "tool_use";
            id: string;
            name: string;
            input: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
        };
        MessagesToolResultBlockParam: {
            /** @constant */
            type: "tool_result";
            tool_use_id: string;
            content?: string | (components["schemas"]["MessagesTextBlockParam"] | components["schemas"]["MessagesImageBlockParam"])[];
            is_error?: boolean;
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
        };
        /** @description The model's earlier thinking, sent back; engines here do not take it back, so it is dropped. */
        MessagesThinkingBlockParam: {
            /** @constant */
            type: "thinking";
            thinking: string;
            signature?: string;
        };
        MessagesRedactedThinkingBlockParam: {
            /** @constant */
            type: "redacted_thinking";
            data: string;
        };
        MessagesContentBlockParam: components["schemas"]["MessagesTextBlockParam"] | components["schemas"]["MessagesImageBlockParam"] | components["schemas"]["MessagesDocumentBlockParam"] | components["schemas"]["MessagesToolUseBlockParam"] | components["schemas"]["MessagesToolResultBlockParam"] | components["schemas"]["MessagesThinkingBlockParam"] | components["schemas"]["MessagesRedactedThinkingBlockParam"];
        MessagesMessageParam: {
            /** @enum {string} */
            role: "user" | "assistant";
            content: string | components["schemas"]["MessagesContentBlockParam"][];
        };
        /** @description A client tool the model may call. Anthropic's server tools (web search, code execution, ...) are refused with a 400. */
        MessagesTool: {
            /** @constant */
            type?: "custom";
            name: string;
            description?: string;
            /** @description The JSON Schema of the tool's input. */
            input_schema: {
                /** @constant */
                type: "object";
            } & {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControl"] | null;
        };
        /** @description `auto` (the model decides), `any` (it must call one: chat's `required`), `tool` (it must call `name`), `none`. */
        MessagesToolChoice: {
            /** @enum {string} */
            type: "auto" | "any" | "tool" | "none";
            name?: string;
            disable_parallel_tool_use?: boolean;
        };
        /**
         * @description Extended thinking. On a model that takes a reasoning effort, `enabled` maps `budget_tokens` to
         *     one (below 4096: low, below 16384: medium, else high) and `disabled` to `none`; the model's
         *     reasoning comes back as `thinking` blocks. On any other model it is ignored, as chat ignores
         *     `reasoning_effort` there.
         */
        MessagesThinking: {
            /** @enum {string} */
            type: "enabled" | "disabled" | "adaptive";
            budget_tokens?: number;
        };
        /**
         * @description Anthropic's structured output and effort. `format` constrains the answer's text to JSON
         *     matching the schema, on the same grammar-constrained path as chat's `response_format`
         *     json_schema (what the SDKs' `messages.parse` sends); `effort` is the reasoning effort of models
         *     that take one (`xhigh` and `max` ask for `high`), unless `thinking` sets it.
         */
        MessagesOutputConfig: {
            /** @enum {string|null} */
            effort?: "low" | "medium" | "high" | "xhigh" | "max" | null;
            format?: null | components["schemas"]["MessagesJsonOutputFormat"];
        };
        MessagesJsonOutputFormat: {
            /** @constant */
            type: "json_schema";
            /** @description The JSON schema the answer's text matches. */
            schema: {
                [key: string]: unknown;
            };
        };
        MessagesSystem: string | components["schemas"]["MessagesTextBlockParam"][];
        /**
         * @example {
         *       "model": "debug-tiny-chat",
         *       "max_tokens": 32,
         *       "messages": [
         *         {
         *           "role": "user",
         *           "content": "What is the capital of France?"
         *         }
         *       ]
         *     }
         */
        MessagesRequest: {
            /** @description A model id, trait or compatibility name, as in chat completions. */
            model: string;
            /** @description Upper bound on generated tokens (the model's own limit caps it). */
            max_tokens: number;
            /** @description At most 4,096 messages, 1,024 content blocks in one message and 4,096 in all (a 400 invalid_request_error names the limit). */
            messages: components["schemas"]["MessagesMessageParam"][];
            system?: components["schemas"]["MessagesSystem"];
            /** @description Accepted; `user_id` is not used. */
            metadata?: {
                user_id?: string | null;
            };
            /** @description Up to 4, as chat completions take. */
            stop_sequences?: string[];
            /** @default false */
            stream?: boolean;
            temperature?: number;
            top_p?: number;
            top_k?: number;
            /** @description At most 128 tools; their input schemas hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all. */
            tools?: components["schemas"]["MessagesTool"][];
            tool_choice?: components["schemas"]["MessagesToolChoice"];
            thinking?: components["schemas"]["MessagesThinking"];
            output_config?: components["schemas"]["MessagesOutputConfig"];
            /** @description Accepted and not used. */
            service_tier?: string;
            service_parameters?: components["schemas"]["ChatServiceParameters"];
        };
        /**
         * @example {
         *       "model": "debug-tiny-chat",
         *       "messages": [
         *         {
         *           "role": "user",
         *           "content": "What is the capital of France?"
         *         }
         *       ]
         *     }
         */
        MessagesCountTokensRequest: {
            model: string;
            /** @description At most 4,096 messages, 1,024 content blocks in one message and 4,096 in all (a 400 invalid_request_error names the limit). */
            messages: components["schemas"]["MessagesMessageParam"][];
            system?: components["schemas"]["MessagesSystem"];
            /** @description At most 128 tools; their input schemas hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all. */
            tools?: components["schemas"]["MessagesTool"][];
            tool_choice?: components["schemas"]["MessagesToolChoice"];
            thinking?: components["schemas"]["MessagesThinking"];
            output_config?: components["schemas"]["MessagesOutputConfig"];
            service_parameters?: components["schemas"]["ChatServiceParameters"];
        };
        MessagesTokenCount: {
            /** @description The prompt tokens this request is charged for, as the model's engine counts them (see the operation). */
            input_tokens: number;
        };
        MessagesTextBlock: {
            /** @constant */
            type: "text";
            text: string;
            /** @description Left out (the service has no citations to give); some Anthropic clients refuse a null here. */
            citations?: null;
        };
        MessagesToolUseBlock: {
            /** @constant */
            type: "tool_use";
            id: string;
            name: string;
            input: {
                [key: string]: unknown;
            };
        };
        MessagesThinkingBlock: {
            /** @constant */
            type: "thinking";
            thinking: string;
            /** @description Empty; this service signs no thinking. */
            signature: string;
        };
        MessagesContentBlock: components["schemas"]["MessagesTextBlock"] | components["schemas"]["MessagesToolUseBlock"] | components["schemas"]["MessagesThinkingBlock"];
        /** @enum {string|null} */
        MessagesStopReason: "end_turn" | "max_tokens" | "stop_sequence" | "tool_use" | "refusal" | null;
        MessagesUsage: {
            /** @description Prompt tokens not read from or written to the prompt cache. */
            input_tokens: number;
            output_tokens: number;
            cache_creation_input_tokens?: number | null;
            cache_read_input_tokens?: number | null;
        };
        /**
         * @example {
         *       "id": "msg_3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6",
         *       "type": "message",
         *       "role": "assistant",
         *       "model": "debug-tiny-chat",
         *       "content": [
         *         {
         *           "type": "text",
         *           "text": "The capital of France is Paris."
         *         }
         *       ],
         *       "stop_reason": "end_turn",
         *       "stop_sequence": null,
         *       "usage": {
         *         "input_tokens": 21,
         *         "output_tokens": 8,
         *         "cache_creation_input_tokens": null,
         *         "cache_read_input_tokens": null
         *       },
         *       "cost": {
         *         "usd": 0.000009,
         *         "diem": 0.000009
         *       }
         *     }
         */
        MessagesResponse: {
            id: string;
            /** @constant */
            type: "message";
            /** @constant */
            role: "assistant";
            /** @description The model that served the request. */
            model: string;
            content: components["schemas"]["MessagesContentBlock"][];
            stop_reason: components["schemas"]["MessagesStopReason"];
            /** @description Which of the request's stop_sequences ended the answer (stop_reason stop_sequence), where the engine reports it; else null. */
            stop_sequence: string | null;
            usage: components["schemas"]["MessagesUsage"];
            cost?: components["schemas"]["Cost"];
        };
        /** @description One event of a Messages stream, named by its `type` in the SSE `event:` field. */
        MessagesStreamEvent: {
            /** @constant */
            type: "message_start";
            message: components["schemas"]["MessagesResponse"];
        } | {
            /** @constant */
            type: "content_block_start";
            index: number;
            content_block: components["schemas"]["MessagesContentBlock"];
        } | {
            /** @constant */
            type: "content_block_delta";
            index: number;
            delta: {
                /** @constant */
                type: "text_delta";
                text: string;
            } | {
                /** @constant */
                type: "input_json_delta";
                partial_json: string;
            } | {
                /** @constant */
                type: "thinking_delta";
                thinking: string;
            };
        } | {
            /** @constant */
            type: "content_block_stop";
            index: number;
        } | {
            /** @constant */
            type: "message_delta";
            delta: {
                stop_reason: components["schemas"]["MessagesStopReason"];
                stop_sequence: string | null;
            };
            usage: components["schemas"]["MessagesUsage"];
            cost?: components["schemas"]["Cost"];
        } | {
            /** @enum {string} */
            type: "message_stop" | "ping";
        } | {
            /** @constant */
            type: "error";
            error: components["schemas"]["AnthropicError"];
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
            /** @description Prompt tokens read from an upstream's prompt cache (usage cached_tokens); without it they cost `input`. */
            cache_input?: components["schemas"]["Price"];
            /** @description Prompt tokens written to an upstream's prompt cache (usage cache_creation_input_tokens); without it they cost `input`. */
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
         * @description Per one million input characters; `voice_clone` per cloned voice (POST /audio/voices).
         */
        SpeechModelPricing: {
            input: components["schemas"]["Price"];
            voice_clone?: components["schemas"]["Price"];
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
        /**
         * Video pricing
         * @description A video job's price: `per_second` of requested duration (or `per_generation` for models with a
         *     fixed length), times the resolution's multiplier, times `audio_multiplier` when audio is on.
         *     POST /video/quote applies exactly this.
         */
        VideoModelPricing: {
            per_second?: components["schemas"]["Price"];
            per_generation?: components["schemas"]["Price"];
            resolution_multipliers?: {
                [key: string]: number;
            };
            audio_multiplier?: number;
        };
        /** @description The model's prices; the shape depends on the kind of model. Jobs are priced in advance with the quote operations. */
        ModelPricing: components["schemas"]["TextModelPricing"] | components["schemas"]["ImageModelPricing"] | components["schemas"]["SpeechModelPricing"] | components["schemas"]["TranscriptionModelPricing"] | components["schemas"]["MusicModelPricing"] | components["schemas"]["VideoModelPricing"];
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
            prompt_character_limit?: number;
        };
        /** Inpaint or edit model constraints */
        InpaintModelConstraints: {
            aspectRatios: string[];
            promptCharacterLimit: number;
            combineImages: boolean;
            /** @default 3 */
            maxInputImages?: number;
            /** @default true */
            singleImageAspectRatio?: boolean;
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
            offline?: boolean;
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
            /**
             * @description What an upscale-type model does to an image (default upscale).
             * @enum {string}
             */
            imageOperation?: "upscale" | "background-remove";
            embeddingDimensions?: number;
            maxInputTokens?: number;
            supportsCustomDimensions?: boolean;
            voices?: string[];
            /** @description The languages a transcription model understands (ISO 639-1 codes), any of which `language` takes. */
            languages?: string[];
            /** @description Other names a speech model takes as `voice` (OpenAI's `alloy`, `nova`, …), each standing for one of its `voices` (config/compatibility.yaml `voices`). */
            voice_aliases?: {
                [key: string]: string;
            };
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
            /** @description A voice-changer model (POST /audio/voice-changer/*). */
            voice_changer?: boolean;
            /** @description Longest source audio a voice-changer job takes. */
            max_source_audio_duration_seconds?: number;
            /** @description Source audio file types a voice-changer model takes (extensions, e.g. mp3, wav); empty or absent: any the service decodes. */
            accepted_audio_formats?: string[];
            /** @description A voice-changer model that takes `remove_background_noise`. */
            supports_background_noise_removal?: boolean;
            /** @description A voice-changer model that takes `seed`. */
            supports_seed?: boolean;
            /** @description A voice-changer model that takes a `voice` outside its `voices` list (a provider's voice id). */
            supports_custom_voice_id?: boolean;
            /** @description A speech model that clones voices (POST /audio/voices); its handles work as `voice` with this model. */
            voice_cloning?: {
                /** @enum {string} */
                mode: "zero_shot" | "persistent";
                accepted_formats: string[];
                min_sample_seconds: number;
                retention_days: number;
            };
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
        /** @description What went wrong, as OpenAI's API reports it. */
        OpenAIError: {
            /** @description What went wrong, in words; for a validation failure it names the first invalid fields and why. */
            message: string;
            /**
             * @description OpenAI's error class: invalid_request_error (400, 405, 409, 413, 415, 422),
             *     authentication_error (401), insufficient_quota (402), permission_error (403),
             *     not_found_error (404), rate_limit_error (429), server_error (500, 502, 504),
             *     service_unavailable (503).
             */
            type: string;
            code: components["schemas"]["ErrorCode"];
            /** @description The invalid field's path (e.g. `messages.0.role`), or null. */
            param: string | null;
        };
        /**
         * @description An error of an OpenAI-compatible operation.
         * @example {
         *       "error": {
         *         "message": "Specified model not found: gpt-9",
         *         "type": "not_found_error",
         *         "code": "MODEL_NOT_FOUND",
         *         "param": null
         *       }
         *     }
         */
        OpenAIErrorBody: {
            error: components["schemas"]["OpenAIError"];
            details?: components["schemas"]["ValidationErrorTree"];
            /** @description On a 429 from an error budget: names the threshold crossed. */
            customMessage?: string;
        };
        /** @enum {string} */
        ResponsesStatus: "completed" | "failed" | "in_progress" | "cancelled" | "incomplete";
        ResponsesReasoningOutput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reasoning";
            id: string;
            summary: {
                /** @constant */
                type: "summary_text";
                text: string;
            }[];
            content?: {
                /** @constant */
                type: "reasoning_text";
                text: string;
            }[];
            encrypted_content?: string | null;
            /** @enum {string} */
            status?: "completed" | "in_progress" | "incomplete";
        };
        ResponsesMessageOutput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "message";
            id: string;
            /** @enum {string} */
            status: "completed" | "in_progress" | "failed" | "incomplete";
            /** @constant */
            role: "assistant";
            content: {
                /** @constant */
                type: "output_text";
                text: string;
                annotations: components["schemas"]["ResponsesUrlCitation"][];
                logprobs?: {
                    [key: string]: unknown;
                }[];
            }[];
        };
        ResponsesFunctionCallOutput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function_call";
            id: string;
            call_id: string;
            name: string;
            /** @description The arguments as a JSON string. */
            arguments: string;
            /** @enum {string} */
            status: "completed" | "in_progress" | "incomplete";
        };
        ResponsesWebSearchCallOutput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "web_search_call";
            id: string;
            /** @constant */
            status: "completed";
        };
        ResponsesOutputItem: components["schemas"]["ResponsesReasoningOutput"] | components["schemas"]["ResponsesMessageOutput"] | components["schemas"]["ResponsesFunctionCallOutput"] | components["schemas"]["ResponsesWebSearchCallOutput"];
        ResponsesUsage: {
            input_tokens: number;
            input_tokens_details?: {
                /** @description Input tokens read from the prompt cache (part of input_tokens), charged at `cache_input`. */
                cached_tokens?: number;
                /** @description Input tokens written to the prompt cache (part of input_tokens), charged at `cache_write`; present when the upstream reports any. */
                cache_creation_input_tokens?: number;
            };
            output_tokens: number;
            output_tokens_details?: {
                reasoning_tokens?: number;
            };
            total_tokens: number;
        };
        /**
         * @example {
         *       "id": "resp_3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6",
         *       "object": "response",
         *       "created_at": 1763683200,
         *       "model": "debug-tiny-chat",
         *       "status": "completed",
         *       "output": [
         *         {
         *           "type": "message",
         *           "id": "msg_3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6",
         *           "status": "completed",
         *           "role": "assistant",
         *           "content": [
         *             {
         *               "type": "output_text",
         *               "text": "Hello! How can I help you today?",
         *               "annotations": []
         *             }
         *           ]
         *         }
         *       ],
         *       "usage": {
         *         "input_tokens": 12,
         *         "output_tokens": 9,
         *         "total_tokens": 21
         *       },
         *       "error": null
         *     }
         */
        ResponsesResponse: {
            id: string;
            /** @constant */
            object: "response";
            /** @description Unix seconds. */
            created_at: number;
            model: string;
            status: components["schemas"]["ResponsesStatus"];
            incomplete_details?: {
                /** @enum {string} */
                reason?: "max_output_tokens" | "content_filter";
            } | null;
            output: components["schemas"]["ResponsesOutputItem"][];
            usage?: components["schemas"]["ResponsesUsage"];
            /** @description What was charged, once the answer is complete (absent for a model without token prices). */
            cost?: components["schemas"]["Cost"];
            error?: {
                code: string;
                message: string;
            } | null;
            /** @description The stored response this one continued from. */
            previous_response_id?: string | null;
            instructions?: string | null;
            /** @description Whether the response is kept (GET /responses/{id}). */
            store?: boolean;
            metadata?: {
                [key: string]: string;
            } | null;
        };
        /**
         * @description One event of a responses stream, sent as `event: <type>` and `data: <JSON>`. In order:
         *     `response.created`; when the service searched the web (the web_search tool, `web_search: true`),
         *     the `web_search_call` item's `response.output_item.added`, `response.web_search.done` and
         *     `response.output_item.done`; then per output item `response.output_item.added`, its deltas
         *     (`response.reasoning.delta`, `response.content_part.added`, `response.output_text.delta`,
         *     `response.function_call_arguments.delta`) and `response.output_item.done`; then
         *     `response.completed`, `response.incomplete` or `response.failed`; then `data: [DONE]`.
         */
        ResponsesStreamEvent: {
            /** @enum {string} */
            type: "response.created" | "response.in_progress" | "response.web_search.done" | "response.output_item.added" | "response.reasoning.delta" | "response.content_part.added" | "response.output_text.delta" | "response.output_text.done" | "response.content_part.done" | "response.function_call_arguments.delta" | "response.function_call_arguments.done" | "response.output_item.done" | "response.completed" | "response.incomplete" | "response.failed";
            sequence_number: number;
            response?: components["schemas"]["ResponsesResponse"];
            output_index?: number;
            content_index?: number;
            item_id?: string;
            item?: components["schemas"]["ResponsesOutputItem"];
            part?: {
                [key: string]: unknown;
            };
            delta?: string;
            text?: string;
            arguments?: string;
        };
        ResponsesInputText: {
            /** @enum {string} */
            type: "input_text" | "text";
            text: string;
            cache_control?: components["schemas"]["CacheControl"];
        };
        ResponsesInputImage: {
            /** @enum {string} */
            type: "input_image" | "image_url";
            /** @description A URL (data URL or public), or `{url, detail}`. */
            image_url?: components["schemas"]["CallerUrl"] | {
                url: components["schemas"]["CallerUrl"];
                /** @enum {string} */
                detail?: "auto" | "low" | "high";
            };
            /** @enum {string} */
            detail?: "auto" | "low" | "high";
        };
        ResponsesUrlCitation: {
            /** @constant */
            type: "url_citation";
            url: string;
            title: string;
            start_index: number;
            end_index: number;
        };
        ResponsesOutputText: {
            /** @constant */
            type: "output_text";
            text: string;
            annotations?: components["schemas"]["ResponsesUrlCitation"][];
        };
        /** @description A refusal in an earlier answer's output message, replayed; it reaches the model as that answer's text. */
        ResponsesRefusal: {
            /** @constant */
            type: "refusal";
            refusal: string;
        };
        ResponsesMessageContent: string | (components["schemas"]["ResponsesInputText"] | components["schemas"]["ResponsesInputImage"] | components["schemas"]["ResponsesOutputText"] | components["schemas"]["ResponsesRefusal"])[];
        /** @description A message; `type` may be left out. An earlier response's output message (with its `id` and `status`) is taken back as it was. */
        ResponsesMessageItem: {
            /** @constant */
            type?: "message";
            /** @enum {string} */
            role: "user" | "assistant" | "system" | "developer";
            content: components["schemas"]["ResponsesMessageContent"];
            id?: string;
            /** @enum {string} */
            status?: "completed" | "in_progress" | "incomplete" | "failed";
        };
        ResponsesReasoningItem: {
            /** @constant */
            type: "reasoning";
            id?: string;
            summary?: {
                [key: string]: unknown;
            }[];
            /** @description null as some clients send it: no content. */
            content?: {
                [key: string]: unknown;
            }[] | null;
            encrypted_content?: string | null;
            /** @enum {string} */
            status?: "completed" | "in_progress" | "incomplete";
        };
        ResponsesFunctionCallItem: {
            /** @constant */
            type: "function_call";
            call_id: string;
            name: string;
            arguments: string;
            id?: string;
            /** @enum {string} */
            status?: "completed" | "in_progress" | "incomplete";
        };
        ResponsesFunctionCallOutputItem: {
            /** @constant */
            type: "function_call_output";
            call_id: string;
            /** @description The function's result, as text or as text parts. */
            output: string | components["schemas"]["ResponsesInputText"][];
            id?: string | null;
            /** @enum {string|null} */
            status?: "completed" | "in_progress" | "incomplete" | null;
        };
        /** @description An earlier response's web search, replayed from its output; the search is not run again. */
        ResponsesWebSearchCallItem: {
            /** @constant */
            type: "web_search_call";
            id?: string;
            status?: string;
        };
        ResponsesItemReference: {
            /** @constant */
            type: "item_reference";
            id: string;
        };
        ResponsesInputItem: components["schemas"]["ResponsesMessageItem"] | components["schemas"]["ResponsesReasoningItem"] | components["schemas"]["ResponsesFunctionCallItem"] | components["schemas"]["ResponsesFunctionCallOutputItem"] | components["schemas"]["ResponsesWebSearchCallItem"] | components["schemas"]["ResponsesItemReference"];
        /** @description A function tool, nested (`function: {name, …}`) or flat (`name`, `parameters`, … beside `type`) as OpenAI clients send it. */
        ResponsesFunctionTool: {
            /** @constant */
            type: "function";
            function?: components["schemas"]["FunctionDefinition"];
            name?: string;
            description?: string | null;
            parameters?: {
                [key: string]: unknown;
            } | null;
            strict?: boolean | null;
        };
        /** @description The service searches the web before the model answers (as `web_search: true`); search_context_size and user_location are accepted and not used. */
        ResponsesWebSearchTool: {
            /** @constant */
            type: "web_search";
            /** @enum {string} */
            search_context_size?: "low" | "medium" | "high";
            user_location?: {
                /** @constant */
                type?: "approximate";
                city?: string;
                region?: string;
                country?: string;
                timezone?: string;
            };
        };
        ResponsesXSearchTool: {
            /** @constant */
            type: "x_search";
            allowed_x_handles?: string[];
            excluded_x_handles?: string[];
            from_date?: string;
            to_date?: string;
            enable_image_understanding?: boolean;
            enable_video_understanding?: boolean;
        };
        /** @description `code_interpreter`, `file_search`, `computer_use_preview` or another tool kind; only functions can be called here. */
        ResponsesOtherTool: {
            type: string;
        };
        ResponsesTool: components["schemas"]["ResponsesFunctionTool"] | components["schemas"]["ResponsesWebSearchTool"] | components["schemas"]["ResponsesXSearchTool"] | components["schemas"]["ResponsesOtherTool"];
        ResponsesServiceParameters: {
            character_slug?: string;
            /** @default true */
            enable_e2ee?: boolean;
            enable_web_search?: components["schemas"]["WebSearchEnablement"];
            /** @default false */
            enable_web_scraping?: boolean;
            /** @default false */
            enable_web_citations?: boolean;
            /** @default true */
            include_service_system_prompt?: boolean;
            /** @default false */
            include_search_results_in_stream?: boolean;
        };
        ResponsesTextFormatText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
        };
        ResponsesTextFormatJsonObject: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "json_object";
        };
        ResponsesTextFormatJsonSchema: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "json_schema";
            name?: string;
            description?: string;
            schema: {
                [key: string]: unknown;
            };
            strict?: boolean | null;
        };
        /**
         * @description The answer's form, as chat's `response_format` with the schema's fields flat: `json_schema`
         *     constrains the text to JSON of `schema` (on the embedded engine a grammar guarantees it),
         *     `json_object` to a JSON object, `text` leaves it free.
         */
        ResponsesTextFormat: components["schemas"]["ResponsesTextFormatJsonSchema"] | components["schemas"]["ResponsesTextFormatJsonObject"] | components["schemas"]["ResponsesTextFormatText"];
        /**
         * @description Fields not listed are refused (400), as on chat completions; every field OpenAI's SDKs send
         *     is listed, and those this service does not use say so.
         * @example {
         *       "model": "debug-tiny-chat",
         *       "input": "Say hello.",
         *       "max_output_tokens": 32
         *     }
         */
        ResponsesRequest: {
            /** @description A model id, trait or compatibility name (feature suffixes as in chat). */
            model: string;
            input: string | components["schemas"]["ResponsesInputItem"][];
            include?: string[];
            max_output_tokens?: number;
            temperature?: number;
            top_p?: number;
            fallbacks?: components["schemas"]["Fallbacks"];
            reasoning?: components["schemas"]["Reasoning"] | null;
            /** @description At most 128 tools; their JSON schemas (and `text.format`'s) hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all (a 400 INVALID_REQUEST names the limit). */
            tools?: components["schemas"]["ResponsesTool"][];
            tool_choice?: ("auto" | "none" | "required") | {
                /** @constant */
                type: "function";
                name?: string;
                function?: {
                    name: string;
                };
            };
            /**
             * @description As the web_search tool: the service searches the web for the latest user message before the
             *     model answers (enable_web_search=on, with enable_web_citations unless set false). The output
             *     starts with a `web_search_call` item, and each `[REF]n[/REF]` marker the model writes becomes
             *     a `url_citation` annotation over the marker's span. The search is charged on top of the tokens.
             */
            web_search?: boolean;
            text?: {
                format?: components["schemas"]["ResponsesTextFormat"];
                verbosity?: components["schemas"]["Verbosity"];
            };
            /** @default false */
            stream?: boolean;
            /** @description Routing hint that improves cache hits across turns of one conversation. */
            prompt_cache_key?: string | null;
            /**
             * @description `in_memory` (OpenAI's name) is `default`.
             * @enum {string|null}
             */
            prompt_cache_retention?: "default" | "in_memory" | "extended" | "24h" | null;
            service_parameters?: components["schemas"]["ResponsesServiceParameters"];
            /** @description A system message put before the input. As OpenAI's, it is not carried into a later turn by `previous_response_id`. */
            instructions?: string | null;
            /**
             * @description Keep the response (its input items, output and usage) for the retention period
             *     (RESPONSE_RETENTION_DAYS, 30 days by default), so that GET /responses/{id} returns it and a
             *     later request may continue from it (`previous_response_id`) or name its items
             *     (`item_reference`). Only the account (or wallet) that made it may read, continue or delete
             *     it. `false` keeps nothing.
             * @default true
             */
            store?: boolean | null;
            /**
             * @description Continue from a stored response: its input items and output come before this request's
             *     input (its `instructions` do not), and are billed as input tokens like any prompt. An
             *     unknown, expired, deleted or another caller's id is a 404 naming it.
             */
            previous_response_id?: string | null;
            /** @description Up to 16 strings, kept with the stored response and shown on it. */
            metadata?: {
                [key: string]: string;
            } | null;
            /** @description Background mode is not available: `true` is a 400. */
            background?: boolean | null;
            /** @description Conversation objects are not available: a value is a 400 (continue with `previous_response_id`). */
            conversation?: string | Record<string, never> | null;
            /** @description Stored prompt templates are not available: a value is a 400. */
            prompt?: Record<string, never> | null;
            /** @description `false` asks for one tool call at most, as on chat. */
            parallel_tool_calls?: boolean | null;
            /** @description Accepted; unused (the service runs no built-in tools for the model). */
            max_tool_calls?: number | null;
            /** @description Accepted; unused. */
            top_logprobs?: number | null;
            /**
             * @description Accepted; unused: input longer than the model's context is refused (400), never cut.
             * @enum {string|null}
             */
            truncation?: "auto" | "disabled" | null;
            /** @description Accepted; unused. */
            service_tier?: string | null;
            /** @description Accepted and discarded. */
            safety_identifier?: string | null;
            /** @description Accepted and discarded. */
            user?: string | null;
            /** @description Accepted; unused. */
            stream_options?: {
                include_obfuscation?: boolean;
            } | null;
            /** @description Accepted; unused. */
            context_management?: Record<string, never>[] | null;
            /** @description Accepted; unused. */
            moderation?: Record<string, never> | null;
            /** @description Accepted; unused. */
            prompt_cache_options?: Record<string, never> | null;
            /** @description Accepted; unused. */
            access_programs?: Record<string, never> | unknown[] | null;
            /** @description Accepted; unused. */
            image?: Record<string, never> | null;
        };
        /** @description An input item as stored, with its id (the service gives one to an item sent without). */
        ResponsesStoredItem: components["schemas"]["ResponsesInputItem"] & {
            id: string;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "type": "message",
         *           "id": "msg_5d1e0c9b8a7f4e3d2c1b0a9f8e7d6c5b",
         *           "role": "user",
         *           "content": [
         *             {
         *               "type": "input_text",
         *               "text": "My name is Zorblax."
         *             }
         *           ]
         *         }
         *       ],
         *       "first_id": "msg_5d1e0c9b8a7f4e3d2c1b0a9f8e7d6c5b",
         *       "last_id": "msg_5d1e0c9b8a7f4e3d2c1b0a9f8e7d6c5b",
         *       "has_more": false
         *     }
         */
        ResponsesItemList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["ResponsesStoredItem"][];
            first_id: string | null;
            last_id: string | null;
            has_more: boolean;
        };
        /**
         * @example {
         *       "id": "resp_3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6",
         *       "object": "response",
         *       "deleted": true
         *     }
         */
        ResponsesDeleted: {
            id: string;
            /** @constant */
            object: "response";
            /** @constant */
            deleted: true;
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
                "sign-in-with-x"?: components["schemas"]["SiwxChallenge"];
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
        /**
         * @description An error of the x402 endpoints; `error` is the machine-readable code.
         * @example {
         *       "error": "AMOUNT_TOO_LOW",
         *       "message": "The minimum top-up is 5 USD."
         *     }
         */
        X402Error: {
            error: components["schemas"]["ErrorCode"];
            /** @description What went wrong */
            message: string;
            /** @description Extra facts */
            details?: unknown;
        };
        /** @description The payment requirements of a top-up (x402 v2); the same object is in the PAYMENT-REQUIRED header. */
        X402TopUpPaymentRequired: {
            /** @constant */
            x402Version: 2;
            error?: string;
            resource: components["schemas"]["X402Resource"];
            accepts: components["schemas"]["X402PaymentRequirement"][];
        };
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "walletAddress": "0x1111111111111111111111111111111111111111",
         *         "amountCredited": 10,
         *         "newBalance": 12.5,
         *         "paymentId": "0x5b2f0cfa3b3a0b1f0d8a8c0e7b6f5a4d3c2b1a0918273645546372819a0b1c2d"
         *       }
         *     }
         */
        X402TopUpResult: {
            /** @constant */
            success: true;
            data: {
                /** @description The paying wallet */
                walletAddress: string;
                /** @description USD credited. */
                amountCredited: number;
                /** @description The wallet's USD balance after the credit. */
                newBalance: number;
                /** @description This payment's id here; the settlement transaction is in the PAYMENT-RESPONSE header. */
                paymentId: string;
            };
        };
        X402WalletBalance: {
            /** @constant */
            success: true;
            data: {
                walletAddress: string;
                /** @description Credit available now (reservations of running requests excluded). */
                balanceUsd: number;
                /** @description Whether the balance admits a request (at least 0.10 USD). */
                canConsume: boolean;
                minimumTopUpUsd: number;
                suggestedTopUpUsd: number;
                /** @description DIEM of a staking account linked to this wallet */
                diemBalanceUsd?: number;
            };
        };
        X402WalletTransaction: {
            id: string;
            /** @description Signed USD amount. */
            amount: number;
            balanceAfter: number;
            /** @enum {string} */
            type: "TOP_UP" | "CHARGE" | "REFUND";
            /** Format: date-time */
            createdAt: string;
            requestId: string | null;
            modelId: string | null;
        };
        X402WalletTransactions: {
            /** @constant */
            success: true;
            data: {
                walletAddress: string;
                currentBalance: number;
                transactions: components["schemas"]["X402WalletTransaction"][];
                pagination: {
                    limit: number;
                    offset: number;
                    hasMore: boolean;
                };
            };
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
         *     means never. A new key's expiry must be in the future (400 otherwise); updating a key to a
         *     time in the past makes it unusable at once.
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
        RateLimit: {
            /** @description The most requests (RPM */
            amount: number;
            /** @enum {string} */
            type: "RPM" | "RPD" | "TPM";
        };
        /**
         * @example {
         *       "accessPermitted": true,
         *       "apiTier": {
         *         "id": "paid",
         *         "isCharged": true
         *       },
         *       "balances": {
         *         "USD": 12.5,
         *         "DIEM": 0
         *       },
         *       "keyExpiration": null,
         *       "nextEpochBegins": "2026-11-22T00:00:00.000Z",
         *       "rateLimits": [
         *         {
         *           "apiModelId": "debug-tiny-chat",
         *           "rateLimits": [
         *             {
         *               "amount": 500,
         *               "type": "RPM"
         *             },
         *             {
         *               "amount": 100000,
         *               "type": "RPD"
         *             },
         *             {
         *               "amount": 1000000,
         *               "type": "TPM"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        RateLimitStatus: {
            /** @description Whether the key can make paid requests now (usable balance, not expired). */
            accessPermitted: boolean;
            apiTier: {
                /** @description The key's rate-limit tier, e.g. `paid`. */
                id: string;
                isCharged: boolean;
            };
            balances: {
                USD?: number;
                DIEM?: number;
            };
            /** Format: date-time */
            keyExpiration: string | null;
            /**
             * Format: date-time
             * @description Start of the next UTC day (DIEM epoch and day windows).
             */
            nextEpochBegins: string;
            rateLimits: {
                apiModelId: string;
                rateLimits: components["schemas"]["RateLimit"][];
            }[];
        };
        RateLimitLogEntry: {
            apiKeyId: components["schemas"]["Uuid"];
            /** @description A model id, or `endpoint:api/v1/…` for limits kept per endpoint. */
            modelId: string;
            rateLimitTier: string;
            /** @enum {string} */
            rateLimitType: "RPD" | "RPM" | "TPM" | "FAILED_REQUESTS" | "UNSUPPORTED_FEATURE_REQUESTS";
            /** Format: date-time */
            timestamp: string;
        };
        /**
         * @example {
         *       "model": "tts",
         *       "input": "Hello from the speech endpoint.",
         *       "voice": "en",
         *       "response_format": "mp3"
         *     }
         */
        SpeechRequest: {
            /** @description The text to speak. */
            input: string;
            /** @description A tts model id, trait or compatibility name (`tts-1`); default the `default` tts trait. */
            model?: string;
            /** @description One of the model's `voices`, or a name in its `voice_aliases` (OpenAI's `alloy`, `nova`, …); default its `default_voice`. */
            voice?: string;
            /**
             * @description Default the model's `default_format`; one outside its `supported_formats` is a 400.
             * @enum {string}
             */
            response_format?: "mp3" | "opus" | "aac" | "flac" | "wav" | "pcm";
            /** @description 1 is normal; the model's `min_speed` and `max_speed` bound it. */
            speed?: number;
            /**
             * @description Send the audio chunked as it is produced.
             * @default false
             */
            streaming?: boolean;
            /**
             * @description Accepted for OpenAI clients; only raw audio streams are sent.
             * @enum {string}
             */
            stream_format?: "audio";
            /** @description A language hint for models that take one. */
            language?: string;
            /** @description A style prompt for models that take one. */
            prompt?: string;
            /** @description OpenAI's name for a style prompt; passed on like `prompt`. */
            instructions?: string;
            temperature?: number;
            top_p?: number;
        };
        TranscriptionRequest: {
            /**
             * Format: binary
             * @description The audio: WAV, FLAC, M4A, AAC, MP4, MP3, OGG, OGA or WEBM; at most 25 MB.
             */
            file: string;
            /**
             * @description An asr model id, trait or compatibility name (`whisper-1`).
             * @default default
             */
            model?: string;
            /**
             * @default json
             * @enum {string}
             */
            response_format?: "json" | "text" | "verbose_json" | "srt" | "vtt";
            /**
             * @description Add word and segment timings (JSON answers only).
             * @default false
             */
            timestamps?: boolean;
            /** @description OpenAI's way to ask for timings (with `verbose_json`): `segment` adds `segments`, `word` adds `words` where the model gives them; with `json` either value turns `timestamps` on. */
            timestamp_granularities?: ("word" | "segment")[];
            /** @description The spoken language (ISO 639-1); a hint for models that take one. */
            language?: string;
            /** @description Context for models that take one. */
            prompt?: string;
            temperature?: number;
        };
        /**
         * @example {
         *       "text": "Hello from the service.",
         *       "duration": 1.62
         *     }
         */
        TranscriptionResponse: {
            text: string;
            /**
             * @description `verbose_json` only.
             * @constant
             */
            task?: "transcribe";
            /** @description Seconds of decoded audio (what was charged). */
            duration?: number;
            /** @description The spoken language: as the model reports it, or with `verbose_json` its English name (`english`), as OpenAI gives it. */
            language?: string;
            /** @description `verbose_json`: the transcript's segments in order, timed in seconds from the audio's start. */
            segments?: {
                id: number;
                start: number;
                end: number;
                text: string;
            }[];
            /** @description `verbose_json` with `timestamp_granularities: [word]`, where the model gives word timings. */
            words?: {
                word: string;
                start: number;
                end: number;
            }[];
            timestamps?: {
                word?: {
                    word: string;
                    start: number;
                    end: number;
                }[];
                segment?: {
                    text: string;
                    start: number;
                    end: number;
                }[];
            };
        };
        /** @description A voice-changer job whose source audio is fetched from `audio_url`. */
        VoiceChangerUrlRequest: {
            /** @description A voice-changer model. */
            model: string;
            /** @description The source audio: a public http(s) URL (exactly one of `audio_url` and a multipart `file`). */
            audio_url?: string;
            /** @description The voice to speak with; default the model's `default_voice`. */
            voice?: string;
            /** @description Remove background noise first (models with `supports_background_noise_removal`). */
            remove_background_noise?: boolean;
            /** @description For repeatable output (models with `supports_seed`). */
            seed?: number;
        };
        /** @description A voice-changer job whose source audio is the uploaded `file`. */
        VoiceChangerFileRequest: {
            /**
             * Format: binary
             * @description The source audio, at most 25 MB (exactly one of `file` and `audio_url`).
             */
            file?: string;
            /** @description A voice-changer model. */
            model: string;
            /** @description The source audio as a public http(s) URL instead of a file. */
            audio_url?: string;
            voice?: string;
            remove_background_noise?: boolean;
            seed?: number;
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
                /** @description The charged model's type in the catalog; null for a model no longer configured, or a charge no model made. */
                modelType: components["schemas"]["ModelType"] | null;
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
        CharacterStats: {
            averageRating: number;
            imports: number;
            ratingCount: number;
            ratingSum: number;
            /** @description The caller's own rating. */
            userRating: number | null;
        };
        /**
         * @example {
         *       "id": "7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11",
         *       "slug": "sherlock-holmes",
         *       "name": "Sherlock Holmes",
         *       "description": "The consulting detective of 221B Baker Street.",
         *       "author": "a1b2c3",
         *       "adult": false,
         *       "featured": true,
         *       "webEnabled": false,
         *       "shareUrl": null,
         *       "photoUrl": null,
         *       "tags": [
         *         "detective",
         *         "mystery"
         *       ],
         *       "modelId": "debug-tiny-chat",
         *       "stats": {
         *         "averageRating": 4.5,
         *         "imports": 120,
         *         "ratingCount": 2,
         *         "ratingSum": 9,
         *         "userRating": null
         *       },
         *       "createdAt": "2026-01-05T10:00:00Z",
         *       "updatedAt": "2026-03-01T12:30:00Z"
         *     }
         */
        Character: {
            /** Format: uuid */
            id: string;
            /** @description Send as service_parameters.character_slug. */
            slug: string;
            name: string;
            description: string | null;
            /** @description A short anonymized id of the author. */
            author: string;
            adult: boolean;
            featured: boolean;
            webEnabled: boolean;
            shareUrl: string | null;
            photoUrl: string | null;
            tags: string[];
            /** @description The API model id the character chats with. */
            modelId: string;
            stats: components["schemas"]["CharacterStats"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CharacterReview: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            characterId: string;
            /** Format: date-time */
            createdAt: string;
            rating: number;
            message?: string | null;
            locale?: string | null;
            username: string;
            /** @description Whether the caller wrote this review. */
            isOwner: boolean;
            userAvatarUrl?: string | null;
        };
        CharacterReviewList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["CharacterReview"][];
            pagination: {
                page: number;
                pageSize: number;
                total: number;
                totalPages: number;
            };
            summary: {
                averageRating: number;
                totalReviews: number;
            };
        };
        /**
         * @example {
         *       "model": "text-embedding-bge-m3",
         *       "input": [
         *         "The quick brown fox",
         *         "jumps over the lazy dog"
         *       ]
         *     }
         */
        EmbeddingRequest: {
            /** @description An embedding model id, trait or compatibility name. */
            model: string;
            /**
             * @description A non-empty string, or an array of 1 to 2048 non-empty strings; or, as OpenAI's clients send
             *     it (LangChain's OpenAIEmbeddings by default), the text as token ids of OpenAI's `cl100k_base`
             *     encoding: one array of ids, or an array of 1 to 2048 of them. Ids are decoded to text, which
             *     the model then tokenizes its own way.
             */
            input: string | string[] | components["schemas"]["EmbeddingTokenIds"] | components["schemas"]["EmbeddingTokenIds"][];
            /**
             * @default float
             * @enum {string}
             */
            encoding_format?: "float" | "base64";
            /** @description Output dimensions; only for models with supportsCustomDimensions. */
            dimensions?: number;
            /** @description Accepted and discarded. */
            user?: string;
        };
        /** @description One input as token ids of OpenAI's cl100k_base encoding. */
        EmbeddingTokenIds: number[];
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "embedding",
         *           "index": 0,
         *           "embedding": [
         *             0.0123,
         *             -0.0456,
         *             0.0789
         *           ]
         *         }
         *       ],
         *       "model": "text-embedding-bge-m3",
         *       "usage": {
         *         "prompt_tokens": 5,
         *         "total_tokens": 5
         *       },
         *       "cost": {
         *         "usd": 0.000001,
         *         "diem": 0.000001
         *       }
         *     }
         */
        EmbeddingResponse: {
            /** @constant */
            object: "list";
            data: {
                /** @constant */
                object: "embedding";
                index: number;
                /** @description The vector; a base64 string of little-endian float32 values when encoding_format is base64. */
                embedding: number[] | string;
            }[];
            model: string;
            usage: {
                prompt_tokens: number;
                total_tokens: number;
            };
            /** @description What was charged (absent for a model without token prices). */
            cost?: components["schemas"]["Cost"];
        };
        /**
         * @description An image: base64 of its bytes, or a data URL (`data:image/png;base64,…`); in multipart
         *     bodies an uploaded file. PNG, JPEG, WebP, GIF, AVIF or TIFF; at most 25 MB.
         */
        ImageInput: string;
        /** @description An image as in ImageInput, or an http(s) URL the service downloads (at most 25 MB). */
        ImageInputOrUrl: string;
        /** @enum {string} */
        ImageFormat: "jpeg" | "png" | "webp";
        /**
         * @example {
         *       "model": "default",
         *       "prompt": "A lighthouse at dusk",
         *       "width": 512,
         *       "height": 512,
         *       "format": "png",
         *       "style_preset": "Cinematic"
         *     }
         */
        GenerateImageRequest: {
            /** @description An image model id, trait or compatibility name. */
            model: string;
            /** @description At most the model's constraints.promptCharacterLimit characters. */
            prompt: string;
            negative_prompt?: string;
            /** @default 1024 */
            width?: number;
            /** @default 1024 */
            height?: number;
            /** @default webp */
            format?: components["schemas"]["ImageFormat"];
            cfg_scale?: number;
            /** @description Default and maximum: the model's constraints.steps. */
            steps?: number;
            /** @description Same seed, same settings, same image (where the engine is deterministic); random when omitted or 0. */
            seed?: number;
            /**
             * @description Images to generate; only 1 with return_binary.
             * @default 1
             */
            variants?: number;
            /** @default false */
            return_binary?: boolean;
            /**
             * @description Asks the model's provider to blur adult content.
             * @default true
             */
            safe_mode?: boolean;
            /** @default false */
            hide_watermark?: boolean;
            /**
             * @description Writes the prompt and model into the image's EXIF ImageDescription.
             * @default false
             */
            embed_exif_metadata?: boolean;
            lora_strength?: number;
            /** @description One of GET /image/styles. */
            style_preset?: string;
            /** @description One of the model's constraints.aspectRatios; sets the size when width and height are not given. */
            aspect_ratio?: string;
            /** @description One of the model's constraints.resolutions (1K, 2K, 4K). */
            resolution?: string;
            /** @enum {string} */
            quality?: "low" | "medium" | "high";
            /** @description Accepted; no engine here searches the web. */
            enable_web_search?: boolean;
            disable_prompt_optimization_thinking?: boolean;
            /**
             * @description Accepted; no engine here rewrites prompts.
             * @default false
             */
            enhance_prompt?: boolean;
            /** @description Only for models with supportsStyleReferences. */
            style_references?: {
                image: string;
                /** @default 0.5 */
                strength?: number;
            }[];
            /**
             * @deprecated
             * @description Disabled; only null is accepted.
             */
            inpaint?: null;
        };
        GenerateImageResponse: {
            id: string;
            images: string[];
            /** @description The request as the engine received it, or null. */
            request?: unknown;
            /** @description Milliseconds. */
            timing: {
                inferenceDuration: number;
                inferencePreprocessingTime: number;
                inferenceQueueTime: number;
                total: number;
            };
        };
        /**
         * @description As OpenAI's, every optional property may be null, which means not set (the Python SDK sends None as null).
         * @example {
         *       "model": "default",
         *       "prompt": "A lighthouse at dusk",
         *       "size": "512x512"
         *     }
         */
        SimpleGenerateImageRequest: {
            prompt: string;
            /** @default default */
            model?: string | null;
            /** @default 1 */
            n?: number | null;
            /**
             * @default auto
             * @enum {string|null}
             */
            size?: "auto" | "256x256" | "512x512" | "1024x1024" | "1536x1024" | "1024x1536" | "1792x1024" | "1024x1792" | null;
            /** @default png */
            output_format?: components["schemas"]["ImageFormat"] | null;
            /**
             * @description `url` is a data URL.
             * @default b64_json
             * @enum {string|null}
             */
            response_format?: "b64_json" | "url" | null;
            /**
             * @default auto
             * @enum {string|null}
             */
            moderation?: "low" | "auto" | null;
            /** @description Accepted and ignored. */
            background?: string | null;
            /** @description Accepted and ignored. */
            quality?: string | null;
            /** @description Accepted and ignored. */
            style?: string | null;
            /** @description Accepted and ignored. */
            output_compression?: number | null;
            /** @description Accepted and ignored. */
            user?: string | null;
        };
        SimpleGenerateImageResponse: {
            created: number;
            data: {
                b64_json?: string;
                url?: string;
                revised_prompt?: string;
            }[];
        };
        SimpleEditImageRequest: {
            /** @description The files (`image`, or `image[]` for several). */
            image: components["schemas"]["ImageInput"][];
            prompt: string;
            /** @default default */
            model?: string;
            /** @default 1 */
            n?: number;
            /** @description Accepted and ignored. */
            size?: string;
            /** @default png */
            output_format?: components["schemas"]["ImageFormat"];
            /**
             * @description `url` is a data URL.
             * @default b64_json
             * @enum {string}
             */
            response_format?: "b64_json" | "url";
            /** @description Accepted and ignored. */
            quality?: string;
            /** @description Accepted and ignored. */
            background?: string;
            /** @description Accepted and ignored. */
            input_fidelity?: string;
            /** @description Accepted and ignored. */
            output_compression?: number;
            /** @description Accepted and ignored. */
            user?: string;
        };
        /**
         * @example {
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=",
         *       "scale": 2
         *     }
         */
        UpscaleImageRequest: {
            image: components["schemas"]["ImageInput"];
            /**
             * @default 2
             * @enum {number}
             */
            scale?: 2 | 4;
            /**
             * @description Clamped to 0–0.02; engines that do not invent detail ignore it.
             * @default 0.01
             */
            creativity?: number | null;
            /** @description An upscale model; default the `default` upscale model. */
            model?: string;
        };
        /**
         * @example {
         *       "image": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=",
         *       "prompt": "Make it night"
         *     }
         */
        EditImageRequest: {
            image: components["schemas"]["ImageInputOrUrl"];
            prompt: string;
            /** @description An edit (inpaint) model; default the `default` edit model. */
            model?: string;
            /**
             * @deprecated
             * @description Alias of model.
             */
            modelId?: string;
            /** @enum {string} */
            aspect_ratio?: "auto" | "1:1" | "3:2" | "16:9" | "21:9" | "9:16" | "2:3" | "3:4" | "4:5";
            /** @default 1K */
            resolution?: string;
            /** @enum {string} */
            output_format?: "jpeg" | "jpg" | "png" | "webp";
            /** @default true */
            safe_mode?: boolean;
            /** @default false */
            enhance_prompt?: boolean;
            disable_prompt_optimization_thinking?: boolean;
        };
        /**
         * @example {
         *       "images": [
         *         "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=",
         *         "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII="
         *       ],
         *       "prompt": "Put them together"
         *     }
         */
        MultiEditImageRequest: {
            prompt: string;
            images: components["schemas"]["ImageInputOrUrl"][];
            /** @description An edit (inpaint) model; default the `default` edit model. */
            modelId?: string;
            /** @description Alias of modelId. */
            model?: string;
            /** @enum {string} */
            aspect_ratio?: "auto" | "1:1" | "3:2" | "16:9" | "21:9" | "9:16" | "2:3" | "3:4" | "4:5";
            /** @default 1K */
            resolution?: string;
            /** @enum {string} */
            quality?: "low" | "medium" | "high";
            /** @enum {string} */
            output_format?: "jpeg" | "jpg" | "png" | "webp";
            /** @default true */
            safe_mode?: boolean;
            /** @default false */
            enhance_prompt?: boolean;
            disable_prompt_optimization_thinking?: boolean;
        };
        /**
         * @example {
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII="
         *     }
         */
        BackgroundRemoveRequest: {
            image?: components["schemas"]["ImageInput"];
            image_url?: string & components["schemas"]["CallerUrl"];
            /** @description A background-removal model; default the `default` one. */
            model?: string;
        } & (unknown | unknown);
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
        ModelDeploymentList: {
            /** @constant */
            object: "list";
            data: {
                /** @description The model id. */
                model: string;
                type: components["schemas"]["ModelType"];
                /** @description Whether the model is served now (listed in GET /models). */
                available: boolean;
                /** @description Why a configured model is not served (only when `available` is false). */
                unavailableReason?: string;
                /**
                 * @description How a request's deployment is chosen; null for a model with one server.
                 * @enum {string|null}
                 */
                strategy: "least-busy" | "weighted" | "latency" | null;
                deployments: components["schemas"]["ModelDeploymentState"][];
            }[];
        };
        /**
         * @description One server of a model. `weight` and the router's state (health through timeToFirstByteMs)
         *     are present only on the deployments of a served model with several (`deployments:`), which
         *     the router balances and counts.
         */
        ModelDeploymentState: {
            /** @description The deployment's id; for a model with one server, the model id. */
            id: string;
            /** @description The engine route (`llama-cpp`, `espeak`, `sharp`: embedded; `openai-compatible`, `service-compatible`, `automatic1111`: an upstream). */
            engine: string;
            /** @description The upstream's host (and port) from its base URL, without credentials, path or query; absent for an embedded engine or an unset URL. */
            host?: string;
            weight?: number;
            /** @enum {string} */
            health?: "healthy" | "cooling" | "probing" | "down";
            /**
             * Format: date-time
             * @description When the current cooldown ends; null when not cooling.
             */
            cooldownUntil?: string | null;
            inFlight?: number;
            /** @description Requests sent here since boot */
            requests?: number;
            /** @description Retryable failures since boot (refused, reset, timeout, 429, 5xx). */
            errors?: number;
            cooldowns?: number;
            /** @description Mean over its last answers (a stream: to its first event); null before any. */
            timeToFirstByteMs?: number | null;
        };
        Quote: {
            /** @description USD. */
            quote: number;
        };
        /** @description A whole number of seconds, as a number or a digit string. */
        WholeSeconds: number | string;
        /** @description One API request as the request log keeps it (no prompt or answer text). */
        RequestRecord: {
            /** @description The request's id (its `x-request-id` response header). */
            requestId: string;
            /**
             * Format: date-time
             * @description When the request arrived.
             */
            timestamp: string;
            /** @description The account whose key sent it; null for a wallet or an unauthenticated request. */
            accountId: string | null;
            /** @description The key that sent it; null for a wallet or an unauthenticated request. */
            apiKey: null | {
                id: string;
                description: string | null;
            };
            /** @description The signed-in wallet's address that paid for it */
            wallet: string | null;
            /** @description The operation the request matched; null for a path no operation serves. */
            operationId: string | null;
            method: string;
            /** @description The request's path */
            path: string;
            /** @description The model the request named (a trait such as `default` or a compatibility name as sent). */
            modelRequested: string | null;
            /** @description The catalog model that answered; null when no model did. */
            model: string | null;
            /** @description The deployment that answered */
            deployment: string | null;
            /** @description The HTTP status answered; 499 when the client left before the answer was whole. */
            status: number;
            /** @description The error body's `code` for a failed request. */
            errorCode: string | null;
            /** @description Whether the answer was streamed. */
            stream: boolean;
            promptTokens: number | null;
            /** @description Prompt tokens read from the engine's prompt cache. */
            cachedTokens: number | null;
            completionTokens: number | null;
            /** @description From the request's arrival to the first generated output (a stream's first content event; for an answer that is not streamed, its whole body). */
            timeToFirstTokenMs: number | null;
            /** @description From the request's arrival to the end of its answer. */
            durationMs: number;
            /** @description Completion tokens over the time from the first token to the end (the whole duration when not streamed). */
            outputTokensPerSecond: number | null;
            /** @description What the request was charged; null when nothing was. */
            cost: null | {
                amount: number;
                /** @enum {string} */
                currency: "USD" | "DIEM";
            };
        };
        ModelPerformance: {
            /** @description The catalog model that answered */
            model: string;
            requests: number;
            /** @description Answers with status 500 or above. */
            errors: number;
            /** @description Answers with a 4xx status (499 included). */
            clientErrors: number;
            /** @description errors / requests. */
            errorRate: number;
            /** @description Of the answered requests (status below 400); null when none was. */
            latencyMs: null | {
                p50: number;
                p95: number;
            };
            /** @description Of the requests that produced output; null when none did. */
            timeToFirstTokenMs: null | {
                p50: number;
                p95: number;
            };
            /** @description Of the answered requests with completion tokens; null when none had. */
            outputTokensPerSecond: null | {
                p50: number;
            };
            promptTokens: number;
            completionTokens: number;
        };
    };
    responses: {
        /** @description The request is malformed or fails validation; the message and `details` name the invalid fields. */
        AnthropicBadRequest: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "invalid_request_error",
                 *         "message": "Invalid request parameters: max_tokens: must have required property 'max_tokens'",
                 *         "code": "INVALID_REQUEST"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description Missing, unknown or expired API key (x-api-key or Authorization Bearer). */
        AnthropicUnauthorized: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "authentication_error",
                 *         "message": "Authentication failed",
                 *         "code": "AUTHENTICATION_FAILED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /**
         * @description Payment is needed: an API key whose account balance or spend limit is exhausted (an
         *     AnthropicErrorBody of type billing_error), or, under the x402 protocol's own bodies, no
         *     credentials at all (x402 discovery) or a signed-in wallet whose balance is too low.
         */
        AnthropicPaymentRequired: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "PAYMENT-REQUIRED": components["headers"]["PaymentRequired"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "billing_error",
                 *         "message": "Insufficient USD or DIEM balance for this request",
                 *         "code": "INSUFFICIENT_BALANCE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"] | components["schemas"]["X402InferencePaymentRequired"];
            };
        };
        /** @description The API key's model privacy setting does not allow this model. */
        AnthropicForbidden: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "permission_error",
                 *         "message": "This API key may only use private models; anonymized-chat is anonymized",
                 *         "code": "UNAUTHORIZED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The model (id, trait or compatibility name), a fallback model or the character does not exist. */
        AnthropicNotFound: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "not_found_error",
                 *         "message": "Specified model not found: claude-9",
                 *         "code": "MODEL_NOT_FOUND"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The request body, or an image or document in it, is larger than the service accepts. */
        AnthropicPayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "request_too_large",
                 *         "message": "Request body exceeds the maximum allowed size of 35 MB.",
                 *         "code": "PAYLOAD_TOO_LARGE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The body's Content-Type is not application/json. */
        AnthropicUnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "invalid_request_error",
                 *         "message": "Unsupported Content-Type; send application/json",
                 *         "code": "INVALID_CONTENT_TYPE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description A rate limit or an error budget was exceeded, or the model is overloaded (with Retry-After). */
        AnthropicTooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                "x-ratelimit-type": components["headers"]["XRatelimitType"];
                "x-ratelimit-remaining": components["headers"]["XRatelimitRemaining"];
                "x-ratelimit-resets": components["headers"]["XRatelimitResets"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "rate_limit_error",
                 *         "message": "Rate limit exceeded",
                 *         "code": "RATE_LIMIT_EXCEEDED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The service or the model's engine failed; nothing was charged. The body never carries internals; quote request_id to support. */
        AnthropicInternalError: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "api_error",
                 *         "message": "Inference processing failed",
                 *         "code": "INFERENCE_FAILED"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /**
         * @description The model's engine is unreachable, failing or at capacity, or a service the request needs is
         *     unavailable; nothing was charged; retry after the Retry-After delay. The status stays 503 and
         *     the type is Anthropic's overloaded_error.
         */
        AnthropicServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "overloaded_error",
                 *         "message": "The model is unavailable right now; retry later",
                 *         "code": "MODEL_OFFLINE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The model's upstream failed, or answered with something that is not a valid result; nothing was charged. */
        AnthropicBadGateway: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "api_error",
                 *         "message": "The model's upstream failed or did not answer with a valid response; nothing was charged",
                 *         "code": "UPSTREAM_ERROR"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The model's engine did not answer in time. Long generations should use `stream=true`. */
        AnthropicGatewayTimeout: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "api_error",
                 *         "message": "The model did not answer in time; use stream=true for long generations",
                 *         "code": "REQUEST_TIMEOUT"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnthropicErrorBody"];
            };
        };
        /** @description The JSON-RPC rate limit (requests per minute per caller) was exceeded. */
        CryptoRpcTooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimitRpc"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemainingRpc"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitResetRpc"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Rate limit exceeded: 100 requests per minute",
                 *       "code": "RATE_LIMIT_EXCEEDED"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Invalid request parameters",
                 *       "code": "INVALID_REQUEST",
                 *       "details": {
                 *         "_errors": [],
                 *         "messages": {
                 *           "_errors": [
                 *             "Field is required"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Unauthorized access",
                 *       "code": "UNAUTHORIZED"
                 *     }
                 */
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "API key could not be found",
                 *       "code": "API_KEY_NOT_FOUND"
                 *     }
                 */
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "An account may hold at most 500 active API keys; delete one first.",
                 *       "code": "API_KEY_LIMIT_REACHED"
                 *     }
                 */
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Request body exceeds the maximum allowed size of 1 MB.",
                 *       "code": "PAYLOAD_TOO_LARGE"
                 *     }
                 */
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Unsupported Content-Type; send application/json",
                 *       "code": "INVALID_CONTENT_TYPE"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /**
         * @description A rate limit or an error budget was exceeded. The error budgets count, per caller and model
         *     over a rolling 30 s, the caller's own failed requests (a 4xx other than 402, 429 and 499) and
         *     its requests for a feature the model lacks; the service's failures (5xx), a 402, and a
         *     request the client abandoned (logged as 499) never count.
         */
        TooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                "x-ratelimit-type": components["headers"]["XRatelimitType"];
                "x-ratelimit-remaining": components["headers"]["XRatelimitRemaining"];
                "x-ratelimit-resets": components["headers"]["XRatelimitResets"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Rate limit exceeded",
                 *       "code": "RATE_LIMIT_EXCEEDED"
                 *     }
                 */
                "application/json": {
                    error: string;
                    code?: components["schemas"]["ErrorCode"];
                    /** @description Names the error-budget threshold crossed. */
                    customMessage?: string;
                };
            };
        };
        /**
         * @description A service this request needs (the database, the shared rate-limit counters, a pool of document
         *     or audio workers) is unavailable or full right now. Nothing was charged; retry after the
         *     Retry-After delay.
         */
        ServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The service is temporarily unavailable; nothing was charged. Retry after the Retry-After delay",
                 *       "code": "SERVICE_UNAVAILABLE"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Internal server error",
                 *       "code": "UNKNOWN_ERROR"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The model (id, trait or compatibility name), a fallback model, or the character does not exist. */
        ModelNotFound: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The API key's model privacy setting does not allow this model. */
        ModelForbidden: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This API key may only use private models; anonymized-chat is anonymized",
                 *       "code": "UNAUTHORIZED"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The model provider refused the request on content grounds; nothing was charged. */
        ProviderContentPolicy: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProviderContentPolicyError"];
            };
        };
        /** @description The model's engine is unreachable, failing, or at capacity, or a service the request needs (the database, the shared counters, a worker pool) is unavailable (SERVICE_UNAVAILABLE); nothing was charged; retry after the Retry-After delay. */
        ModelUnavailable: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The model is unavailable right now; retry later",
                 *       "code": "MODEL_OFFLINE"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The model's upstream failed, or answered with something that is not a valid result; nothing was charged. A model on several deployments, or with fallbacks, answered from none of them. */
        InferenceBadGateway: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The model's upstream failed or did not answer with a valid response; nothing was charged",
                 *       "code": "UPSTREAM_ERROR"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The model's engine did not answer in time. Long generations should use `stream=true`. */
        InferenceTimeout: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The model did not answer in time; use stream=true for long generations",
                 *       "code": "REQUEST_TIMEOUT"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The model's engine failed (or answered with something that is not a valid result); nothing was charged. */
        InferenceFailed: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Inference processing failed",
                 *       "code": "INFERENCE_FAILED"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /**
         * @description A rate limit or an error budget was exceeded, or the model is overloaded (`code` MODEL_OVERLOADED,
         *     with Retry-After). The error budgets count, per caller and model over a rolling 30 s, the
         *     caller's own failed requests (a 4xx other than 402, 429 and 499) and its requests for a
         *     feature the model lacks; the service's failures (5xx), a 402, and a request the client
         *     abandoned (logged as 499) never count.
         */
        InferenceTooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                "x-ratelimit-type": components["headers"]["XRatelimitType"];
                "x-ratelimit-remaining": components["headers"]["XRatelimitRemaining"];
                "x-ratelimit-resets": components["headers"]["XRatelimitResets"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The model is currently overloaded; retry after the Retry-After delay",
                 *       "code": "MODEL_OVERLOADED"
                 *     }
                 */
                "application/json": {
                    error: string;
                    code?: string;
                    /** @description Names the error-budget threshold crossed. */
                    customMessage?: string;
                };
            };
        };
        /** @description The request is malformed or fails validation; `param` and `details` name the invalid fields. */
        OpenAIBadRequest: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Invalid request parameters: temperature: must be <= 2",
                 *         "type": "invalid_request_error",
                 *         "code": "INVALID_REQUEST",
                 *         "param": "temperature"
                 *       },
                 *       "details": {
                 *         "_errors": [],
                 *         "temperature": {
                 *           "_errors": [
                 *             "must be <= 2"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description Missing, unknown or expired API key. */
        OpenAIUnauthorized: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Authentication failed",
                 *         "type": "authentication_error",
                 *         "code": "AUTHENTICATION_FAILED",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /**
         * @description Payment is needed: an API key whose account balance or spend limit is exhausted (an
         *     OpenAIErrorBody with its `code`), or, under the x402 protocol's own bodies, no credentials at
         *     all (x402 discovery) or a signed-in wallet whose balance is too low.
         */
        OpenAIPaymentRequired: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "PAYMENT-REQUIRED": components["headers"]["PaymentRequired"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIErrorBody"] | components["schemas"]["X402InferencePaymentRequired"];
            };
        };
        /** @description The API key's model privacy setting does not allow this model. */
        OpenAIForbidden: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "This API key may only use private models; anonymized-chat is anonymized",
                 *         "type": "permission_error",
                 *         "code": "UNAUTHORIZED",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The model (id, trait or compatibility name), a fallback model, the character, or the stored response does not exist. */
        OpenAINotFound: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Specified model not found: gpt-9",
                 *         "type": "not_found_error",
                 *         "code": "MODEL_NOT_FOUND",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The request body, or a file or image in it, is larger than the service accepts. */
        OpenAIPayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Request body exceeds the maximum allowed size of 1 MB.",
                 *         "type": "invalid_request_error",
                 *         "code": "PAYLOAD_TOO_LARGE",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The body's Content-Type is not one this operation accepts, or a file is in a format that cannot be read. */
        OpenAIUnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Unsupported Content-Type; send application/json",
                 *         "type": "invalid_request_error",
                 *         "code": "INVALID_CONTENT_TYPE",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The input was understood but cannot be processed (e.g. audio that cannot be decoded); the message names why; nothing is charged. */
        OpenAIUnprocessable: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The audio file is empty or cannot be decoded",
                 *         "type": "invalid_request_error",
                 *         "code": "AUDIO_UNPROCESSABLE",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /**
         * @description A rate limit or an error budget was exceeded, or the model is overloaded (`code` MODEL_OVERLOADED,
         *     with Retry-After). The error budgets count, per caller and model over a rolling 30 s, the
         *     caller's own failed requests (a 4xx other than 402, 429 and 499) and its requests for a
         *     feature the model lacks; the service's failures (5xx), a 402, and a request the client
         *     abandoned (logged as 499) never count.
         */
        OpenAITooManyRequests: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                "x-ratelimit-type": components["headers"]["XRatelimitType"];
                "x-ratelimit-remaining": components["headers"]["XRatelimitRemaining"];
                "x-ratelimit-resets": components["headers"]["XRatelimitResets"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Rate limit exceeded",
                 *         "type": "rate_limit_error",
                 *         "code": "RATE_LIMIT_EXCEEDED",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The service or the model's engine failed; nothing was charged. The body never carries internals; quote x-request-id to support. */
        OpenAIInternalError: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Inference processing failed",
                 *         "type": "server_error",
                 *         "code": "INFERENCE_FAILED",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The model's engine is unreachable, failing, or at capacity, or a service the request needs (the database, the shared counters, a worker pool) is unavailable (SERVICE_UNAVAILABLE); nothing was charged; retry after the Retry-After delay. */
        OpenAIServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The model is unavailable right now; retry later",
                 *         "type": "service_unavailable",
                 *         "code": "MODEL_OFFLINE",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The model's upstream failed, or answered with something that is not a valid result; nothing was charged. A model on several deployments, or with fallbacks, answered from none of them. */
        OpenAIBadGateway: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The model's upstream failed or did not answer with a valid response; nothing was charged",
                 *         "type": "server_error",
                 *         "code": "UPSTREAM_ERROR",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
            };
        };
        /** @description The model's engine did not answer in time. Long generations should use `stream=true`. */
        OpenAIGatewayTimeout: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The model did not answer in time; use stream=true for long generations",
                 *         "type": "server_error",
                 *         "code": "REQUEST_TIMEOUT",
                 *         "param": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIErrorBody"];
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
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                "PAYMENT-REQUIRED": components["headers"]["PaymentRequired"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StandardError"] | components["schemas"]["X402InferencePaymentRequired"];
            };
        };
        /** @description No character has this slug. */
        CharacterNotFound: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Character not found: no-such-character",
                 *       "code": "CHARACTER_NOT_FOUND"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
        /** @description The request body, or an image in it, is larger than allowed (bytes or pixels). */
        ImageTooLarge: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PayloadTooLargeError"];
            };
        };
        /** @description The body's Content-Type is not accepted, or an image is in a format that cannot be read (`code` UNSUPPORTED_IMAGE_FORMAT). */
        UnsupportedImage: {
            headers: {
                "x-request-id": components["headers"]["XRequestId"];
                "CF-RAY": components["headers"]["CfRay"];
                "x-service-version": components["headers"]["XServiceVersion"];
                "Server-Timing": components["headers"]["ServerTiming"];
                "Content-Encoding": components["headers"]["ContentEncoding"];
                "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The image is not PNG, JPEG, WebP, GIF, AVIF or TIFF",
                 *       "code": "UNSUPPORTED_IMAGE_FORMAT"
                 *     }
                 */
                "application/json": components["schemas"]["StandardError"];
            };
        };
    };
    parameters: {
        /**
         * @description An EVM address (0x + 40 hex) or a Solana address (base58).
         * @example 0x1111111111111111111111111111111111111111
         */
        WalletAddress: string;
        /**
         * @description The character's public id.
         * @example sherlock-holmes
         */
        CharacterSlug: string;
        /** @description Model type. */
        ModelTypeFilter: components["schemas"]["ModelType"];
        /** @example resp_68f0c2b1a9d8e4f7 */
        ResponseId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Credits this request was billed (measured, after per-item errors). */
        XServiceRpcCredits: string;
        /** @description What this request was charged, in USD with 8 decimals. */
        XServiceRpcCostUsd: string;
        /** @description "true" when this is the kept answer of an earlier request with the same Idempotency-Key (charged nothing now). */
        IdempotentReplayed: "true";
        /** @description Requests allowed per minute. */
        XRateLimitLimitRpc: string;
        /** @description Requests left in the current minute. */
        XRateLimitRemainingRpc: string;
        /** @description When the window resets, in Unix seconds. */
        XRateLimitResetRpc: string;
        /** @description Unique id of this request; quote it to support. Echoes a well-formed incoming `x-request-id`. */
        XRequestId: string;
        /** @description The same request id, under the name clients of the reference service read. */
        CfRay: string;
        /** @description Revision of the service's interface description, form `YYYYMMDD.HHMMSS`. */
        XServiceVersion: string;
        /**
         * @description Time the service itself spent on the request, in milliseconds: one entry for each pipeline
         *     stage that ran before the headers were sent (`route`, `authenticate`, `validate`, `limits`,
         *     `credits`, `handler`; each excluding the stages it called), then `app` for the whole, e.g.
         *     `route;dur=0.02, authenticate;dur=0.03, validate;dur=0.01, limits;dur=0.02, credits;dur=0.51, handler;dur=1.20, app;dur=1.84`.
         */
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
        /**
         * @description The signed-in wallet's available credit in USD, on every response to a wallet: after the
         *     charge for a paid request that is not streamed, otherwise before the request.
         */
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
        /** @description Id of the model that served the request (a fallback's id when the requested model failed). */
        XServiceModelIdServed: string;
        /** @description Display name of the model that served the request. */
        XServiceModelNameServed: string;
        /** @description The engine route that served the request (`openai-compatible`, `llama-cpp`, …). */
        XServiceModelRouterServed: string;
        /** @description Of a model served by several deployments, the one that answered (its id in the catalog); absent for a model with a single route. */
        XServiceDeployment: string;
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *           "apiKeyType": "INFERENCE",
                     *           "description": "my app",
                     *           "createdAt": "2026-11-02T09:14:00Z",
                     *           "expiresAt": null,
                     *           "lastUsedAt": "2026-11-24T08:55:12Z",
                     *           "last6Chars": "x7Qp2L",
                     *           "consumptionLimits": {
                     *             "usd": 50,
                     *             "diem": null,
                     *             "vcu": null
                     *           },
                     *           "limitPeriod": "MONTH",
                     *           "modelPrivacy": "ALL",
                     *           "usage": {
                     *             "trailingSevenDays": {
                     *               "usd": "3.4120",
                     *               "diem": "0.0000",
                     *               "vcu": "0.0000"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *         "apiKey": "SERVICE_INFERENCE_KEY_4fQ8mZt2Lw9RkX1bN6cV3yH7sJ0pD5gA8eU2iO4x7Qp2L",
                     *         "apiKeyType": "INFERENCE",
                     *         "description": "my app",
                     *         "expiresAt": null,
                     *         "consumptionLimit": {
                     *           "usd": 50,
                     *           "diem": null,
                     *           "vcu": null
                     *         },
                     *         "limitPeriod": "MONTH",
                     *         "modelPrivacy": "ALL"
                     *       }
                     *     }
                     */
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteApiKey: {
        parameters: {
            query: {
                /**
                 * @description The key's id.
                 * @example 0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f
                 */
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
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
            503: components["responses"]["ServiceUnavailable"];
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
                /**
                 * @example {
                 *       "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                 *       "description": "my app (production)",
                 *       "consumptionLimit": {
                 *         "usd": 100
                 *       },
                 *       "limitPeriod": "MONTH"
                 *     }
                 */
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *         "apiKeyType": "INFERENCE",
                     *         "description": "my app (production)",
                     *         "createdAt": "2026-11-02T09:14:00Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": "2026-11-24T08:55:12Z",
                     *         "last6Chars": "x7Qp2L",
                     *         "consumptionLimits": {
                     *           "usd": 100,
                     *           "diem": null,
                     *           "vcu": null
                     *         },
                     *         "limitPeriod": "MONTH",
                     *         "modelPrivacy": "ALL",
                     *         "usage": {
                     *           "trailingSevenDays": {
                     *             "usd": "3.4120",
                     *             "diem": "0.0000",
                     *             "vcu": "0.0000"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWeb3KeyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token to sign. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwdXJwb3NlIjoid2ViM19rZXkiLCJqdGkiOiI1YzJmOGUxYSIsImlhdCI6MTc5NTk0MjUxMiwiZXhwIjoxNzk1OTQzNDEyfQ.q3bO9y1sN8wXcK2mZ7tLr4pHdV0aEfGjU6iYsB5nTkQ"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description A JWT; sign its exact text. */
                            token: string;
                        };
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWeb3ApiKey: {
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
                 *       "address": "0x1111111111111111111111111111111111111111",
                 *       "signature": "0x5d1f0a7c3e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a1b1b",
                 *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwdXJwb3NlIjoid2ViM19rZXkiLCJqdGkiOiI1YzJmOGUxYSIsImlhdCI6MTc5NTk0MjUxMiwiZXhwIjoxNzk1OTQzNDEyfQ.q3bO9y1sN8wXcK2mZ7tLr4pHdV0aEfGjU6iYsB5nTkQ",
                 *       "apiKeyType": "INFERENCE",
                 *       "description": "my wallet's key"
                 *     }
                 */
                "application/json": {
                    /** @description The signing wallet (EVM). */
                    address: string;
                    /** @description The EIP-191 signature of the token's text. */
                    signature: string;
                    token: string;
                    apiKeyType: components["schemas"]["ApiKeyType"];
                    /** @default Web3 API Key */
                    description?: components["schemas"]["KeyDescription"];
                    consumptionLimit?: components["schemas"]["ConsumptionLimit"];
                    limitPeriod?: components["schemas"]["LimitPeriod"];
                    modelPrivacy?: components["schemas"]["ModelPrivacy"];
                    expiresAt?: components["schemas"]["ExpiresAtInput"];
                };
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": "6a2e9c41-7d3b-4f5e-8a1c-2b9d0e7f6c53",
                     *         "apiKey": "SERVICE_INFERENCE_KEY_9hT3kLw7Qz2Rb5Xn8Mv1Cy4Jd6Fs0Gp3Ae7Uo2Ki5Wx9Zr",
                     *         "apiKeyType": "INFERENCE",
                     *         "description": "my wallet's key",
                     *         "expiresAt": null,
                     *         "consumptionLimit": {
                     *           "usd": null,
                     *           "diem": null,
                     *           "vcu": null
                     *         },
                     *         "limitPeriod": "EPOCH",
                     *         "modelPrivacy": "ALL"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The token is not this service's, has expired or was used (WEB3_KEY_TOKEN_INVALID), or the signature is not the address's signature of it (WEB3_KEY_SIGNATURE_INVALID). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id.
                 * @example 0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f
                 */
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *         "apiKeyType": "INFERENCE",
                     *         "description": "my app",
                     *         "createdAt": "2026-11-02T09:14:00Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": "2026-11-24T08:55:12Z",
                     *         "last6Chars": "x7Qp2L",
                     *         "consumptionLimits": {
                     *           "usd": 50,
                     *           "diem": null,
                     *           "vcu": null
                     *         },
                     *         "limitPeriod": "MONTH",
                     *         "modelPrivacy": "ALL",
                     *         "usage": {
                     *           "trailingSevenDays": {
                     *             "usd": "3.4120",
                     *             "diem": "0.0000",
                     *             "vcu": "0.0000"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeyRateLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's limits. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "accessPermitted": true,
                     *         "apiTier": {
                     *           "id": "paid",
                     *           "isCharged": true
                     *         },
                     *         "balances": {
                     *           "USD": 12.5,
                     *           "DIEM": 0
                     *         },
                     *         "keyExpiration": null,
                     *         "nextEpochBegins": "2026-11-25T00:00:00.000Z",
                     *         "rateLimits": [
                     *           {
                     *             "apiModelId": "debug-tiny-chat",
                     *             "rateLimits": [
                     *               {
                     *                 "amount": 500,
                     *                 "type": "RPM"
                     *               },
                     *               {
                     *                 "amount": 1000000,
                     *                 "type": "TPM"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RateLimitStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeyRateLimitLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breaches. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "apiKeyId": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *           "modelId": "debug-tiny-chat",
                     *           "rateLimitTier": "default",
                     *           "rateLimitType": "RPM",
                     *           "timestamp": "2026-11-24T08:41:07Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["RateLimitLogEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    queueAudio: {
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
                 *       "model": "fixture-music",
                 *       "prompt": "A calm piano piece",
                 *       "duration_seconds": 30
                 *     }
                 */
                "application/json": {
                    model: string;
                    prompt: string;
                    lyrics_prompt?: string;
                    duration_seconds?: components["schemas"]["WholeSeconds"];
                    force_instrumental?: boolean;
                    lyrics_optimizer?: boolean;
                    loop?: boolean;
                    voice?: string;
                    language_code?: string;
                    speed?: number;
                };
            };
        };
        responses: {
            /** @description The job is queued and charged. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "model": "fixture-music",
                     *       "queue_id": "3b0f3c52-0d0f-4d43-9a43-6f9c1f0a5e21",
                     *       "status": "QUEUED"
                     *     }
                     */
                    "application/json": {
                        model: string;
                        /** @description Quote it to retrieve and complete the job. */
                        queue_id: string;
                        /** @constant */
                        status: "QUEUED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The provider refused the prompt (nothing is charged). */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    retrieveAudio: {
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
                 *       "model": "fixture-music",
                 *       "queue_id": "3b0f3c52-0d0f-4d43-9a43-6f9c1f0a5e21"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                    /** @description Ask the provider to delete the audio once it has been delivered. */
                    delete_media_on_completion?: boolean;
                };
            };
        };
        responses: {
            /** @description Still running (JSON), or the finished audio. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "PROCESSING",
                     *       "average_execution_time": 42000,
                     *       "execution_duration": 17500
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "PROCESSING" | "COMPLETED";
                        /** @description Typical run time of this model's jobs (ms). */
                        average_execution_time: number;
                        /** @description How long this job has run (ms). */
                        execution_duration: number;
                    };
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/flac": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The provider failed or refused the job; its charge has been refunded. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    completeAudio: {
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
                 *       "model": "fixture-music",
                 *       "queue_id": "3b0f3c52-0d0f-4d43-9a43-6f9c1f0a5e21"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    createSpeech: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpeechRequest"];
            };
        };
        responses: {
            /** @description The audio, in the requested (or the model's default) format. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    /** @description The format of the audio (mp3, opus, aac, flac, wav or pcm). */
                    "x-service-audio-format"?: "mp3" | "opus" | "aac" | "flac" | "wav" | "pcm";
                    /** @description Samples per second of `pcm` audio (sent with pcm only). */
                    "x-service-audio-sample-rate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": string;
                    "audio/opus": string;
                    "audio/aac": string;
                    "audio/flac": string;
                    "audio/wav": string;
                    "audio/pcm": string;
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
        };
    };
    createTranscription: {
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
                 *       "file": "hello.wav",
                 *       "model": "default",
                 *       "response_format": "json",
                 *       "language": "en"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["TranscriptionRequest"];
            };
        };
        responses: {
            /** @description The transcript, as JSON, or as plain text (`text`, `srt`, `vtt`). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranscriptionResponse"];
                    /** @example Hello from the service. */
                    "text/plain": string;
                    /**
                     * @example WEBVTT
                     *
                     *     00:00:00.000 --> 00:00:01.620
                     *     Hello from the service.
                     */
                    "text/vtt": string;
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            /** @description The audio file is empty, cannot be decoded, declares an absurd sample rate or channel count, is longer than the longest audio accepted, or outlasts its decode budget; the message names which (nothing is charged). */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIErrorBody"];
                };
            };
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
        };
    };
    queueVoiceChanger: {
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
                 *       "model": "fixture-voice-changer",
                 *       "audio_url": "https://example.com/recording.mp3",
                 *       "voice": "narrator"
                 *     }
                 */
                "application/json": components["schemas"]["VoiceChangerUrlRequest"];
                /**
                 * @example {
                 *       "model": "fixture-voice-changer",
                 *       "voice": "narrator",
                 *       "file": "RIFFt\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000\u0001\u0000\u0001\u0000@\u001f\u0000\u0000@\u001f\u0000\u0000\u0001\u0000\b\u0000dataP\u0000\u0000\u0000pppppppppp@@@@@@@@@@pppppppppp@@@@@@@@@@pppppppppp@@@@@@@@@@pppppppppp@@@@@@@@@@"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["VoiceChangerFileRequest"];
            };
        };
        responses: {
            /** @description The job is queued and charged. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "model": "fixture-voice-changer",
                     *       "queue_id": "6c1e2a9b-3f4d-4b8e-9a51-0d2c7e4f8a13",
                     *       "status": "QUEUED",
                     *       "duration_seconds": 42
                     *     }
                     */
                    "application/json": {
                        model: string;
                        /** @description Quote it to retrieve and complete the job. */
                        queue_id: string;
                        /** @constant */
                        status: "QUEUED";
                        /** @description The measured length of the source (rounded up) */
                        duration_seconds: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The source is empty, cannot be decoded or is too long, or the provider refused it
             *     (nothing is charged).
             */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The audio file is empty or cannot be decoded",
                     *       "code": "AUDIO_UNPROCESSABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"] | components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    retrieveVoiceChanger: {
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
                 *       "model": "fixture-voice-changer",
                 *       "queue_id": "6c1e2a9b-3f4d-4b8e-9a51-0d2c7e4f8a13"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                    /** @description Ask the provider to delete the audio once it has been delivered. */
                    delete_media_on_completion?: boolean;
                };
            };
        };
        responses: {
            /** @description Still running (JSON), or the changed audio. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-service-model-id": components["headers"]["XServiceModelId"];
                    "x-service-model-name": components["headers"]["XServiceModelName"];
                    /** @description The format of the audio (sent with the audio only). */
                    "x-service-audio-format"?: "mp3" | "wav" | "flac";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "PROCESSING",
                     *       "average_execution_time": 30000,
                     *       "execution_duration": 800
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "PROCESSING" | "COMPLETED";
                        /** @description Typical run time of this model's jobs (ms). */
                        average_execution_time: number;
                        /** @description How long this job has run (ms). */
                        execution_duration: number;
                    };
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/flac": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The provider failed or refused the job; its charge has been refunded. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "message": "The model provider failed this voice-changer job; the job's credits have been refunded.",
                     *         "type": "provider_content_policy",
                     *         "credits_refunded": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    completeVoiceChanger: {
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
                 *       "model": "fixture-voice-changer",
                 *       "queue_id": "6c1e2a9b-3f4d-4b8e-9a51-0d2c7e4f8a13"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    createClonedVoice: {
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
                 *       "file": "my-voice.wav",
                 *       "model": "fixture-cloning-speech"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The voice sample.
                     */
                    file: string;
                    /** @description A speech model with voice cloning. */
                    model: string;
                };
            };
        };
        responses: {
            /** @description The cloned voice's handle. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "vv_3Yk2f9Qm1",
                     *       "model": "fixture-cloning-speech",
                     *       "expires_at": "2026-12-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description Send it as `voice` with this model. */
                        id: string;
                        model: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The sample is empty, cannot be decoded, or is shorter than the model's `min_sample_seconds` (nothing is charged). */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    createTextParser: {
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
                 *       "file": "quarterly-report.docx",
                 *       "response_format": "json"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The document.
                     */
                    file: string;
                    /**
                     * @description `json`: `{text, tokens}`; `text`: the text alone, as text/plain.
                     * @default json
                     * @enum {string}
                     */
                    response_format?: "json" | "text";
                };
            };
        };
        responses: {
            /** @description The document's text. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextParserResponse"];
                    /**
                     * @example Quarterly report
                     *
                     *     Revenue grew 12%.
                     */
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is not multipart/form-data (INVALID_CONTENT_TYPE), or the file is of a kind this service does not read (UNSUPPORTED_FILE_TYPE). */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unsupported file: the file is neither text nor a supported document format",
                     *       "code": "UNSUPPORTED_FILE_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    webScrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebScrapeRequest"];
            };
        };
        responses: {
            /** @description The page's readable content. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebScrapeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The page could not be fetched (unreachable, an HTTP error, too large, too slow) or has no readable content (SCRAPE_FAILED); nothing was charged. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "https://example.com/missing could not be scraped: the server answered HTTP 404",
                     *       "code": "SCRAPE_FAILED"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    webSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebSearchRequest"];
            };
        };
        responses: {
            /** @description The results, best first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebSearchResponse"];
                };
            };
            /** @description The request fails validation, or `search_provider` names a provider that is not configured while another is (the message names those configured). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "search_provider google is not configured on this service; the configured providers are: brave",
                     *       "code": "INVALID_REQUEST",
                     *       "details": {
                     *         "_errors": [],
                     *         "search_provider": {
                     *           "_errors": [
                     *             "is not configured on this service; the configured providers are: brave"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DetailedError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The search provider could not be reached or answered an error (UPSTREAM_UNAVAILABLE); nothing was charged. */
            502: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Web search (brave) failed: The Brave Search API answered HTTP 429; nothing was charged",
                     *       "code": "UPSTREAM_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            /** @description No search provider is configured on this service (SEARCH_NOT_CONFIGURED); the message says how to configure one. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No search provider is configured on this service. The operator configures providers in config/augment.yaml: set SEARXNG_URL to a SearXNG instance with its JSON format enabled, or BRAVE_SEARCH_API_KEY for the Brave Search API.",
                     *       "code": "SEARCH_NOT_CONFIGURED"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBillingUsageHistory: {
        parameters: {
            query?: {
                /** @description Earliest entry time (inclusive). */
                startTimestamp?: string;
                /** @description Latest entry time (exclusive). */
                endTimestamp?: string;
                /** @description Only entries in this currency. BUNDLED_CREDITS, a bucket of the reference API this service does not keep, always gives an empty page. */
                currency?: "USD" | "DIEM" | "BUNDLED_CREDITS";
                /** @description Entries per page. */
                pageSize?: number;
                /** @description Where the previous page ended (its nextCursor). */
                cursor?: string;
                /** @description Entry order: `asc`, oldest first (the default), or `desc`, newest first. */
                sortOrder?: "asc" | "desc";
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    /** @description The next page's cursor (CSV only); absent on the last page. */
                    "x-next-cursor"?: string;
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "x-pagination-limit": components["headers"]["XPaginationLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "timestamp": "2026-11-24T08:55:12Z",
                     *           "sku": "debug-tiny-chat-llm-output-mtoken",
                     *           "units": 0.000412,
                     *           "pricePerUnitUsd": 2,
                     *           "amount": -0.000824,
                     *           "currency": "USD",
                     *           "notes": "API Inference",
                     *           "inferenceDetails": {
                     *             "requestId": "3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
                     *             "inferenceExecutionTime": 812,
                     *             "promptTokens": 24,
                     *             "completionTokens": 412
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UsageEntry"][];
                        nextCursor: string | null;
                    };
                    /**
                     * @example timestamp,sku,pricePerUnitUsd,units,amount,currency,notes,inferenceDetails.requestId,inferenceDetails.promptTokens,inferenceDetails.completionTokens,inferenceDetails.inferenceExecutionTime
                     *     2026-11-24T08:55:12Z,debug-tiny-chat-llm-output-mtoken,2,0.000412,-0.000824,USD,API Inference,3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c,24,412,812
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBillingUsageAnalytics: {
        parameters: {
            query?: {
                /** @description Days back from today, e.g. `7d`. */
                lookback?: string;
                /** @description First day (UTC). */
                startDate?: components["schemas"]["InputDate"];
                /** @description Last day (UTC). */
                endDate?: components["schemas"]["InputDate"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lookback": "7d",
                     *       "byDate": [
                     *         {
                     *           "date": "2026-11-23",
                     *           "USD": 0.42,
                     *           "DIEM": 0
                     *         },
                     *         {
                     *           "date": "2026-11-24",
                     *           "USD": 0.07,
                     *           "DIEM": 0
                     *         }
                     *       ],
                     *       "byModel": [
                     *         {
                     *           "modelName": "debug-tiny-chat",
                     *           "unitType": "tokens",
                     *           "modelType": "text",
                     *           "totalUsd": 0.49,
                     *           "totalDiem": 0,
                     *           "totalUnits": 812000
                     *         }
                     *       ],
                     *       "byModelDaily": [
                     *         {
                     *           "date": 1795910400000,
                     *           "debug-tiny-chat": 0.42
                     *         },
                     *         {
                     *           "date": 1795996800000,
                     *           "debug-tiny-chat": 0.07
                     *         }
                     *       ],
                     *       "topModels": [
                     *         "debug-tiny-chat"
                     *       ],
                     *       "byKey": [
                     *         {
                     *           "apiKeyId": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *           "description": "my app",
                     *           "totalUsd": 0.49,
                     *           "totalDiem": 0,
                     *           "totalUnits": 812000
                     *         }
                     *       ],
                     *       "byKeyDaily": [
                     *         {
                     *           "date": 1795910400000,
                     *           "my app": 0.42
                     *         },
                     *         {
                     *           "date": 1795996800000,
                     *           "my app": 0.07
                     *         }
                     *       ],
                     *       "topKeyNames": [
                     *         "my app"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UsageAnalytics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "accountId": "acct_01",
                     *         "entryId": "ledger_8812",
                     *         "amountCredited": 25,
                     *         "newBalance": 37.5,
                     *         "duplicate": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            accountId: string;
                            /** @description The ledger entry; for a duplicate */
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
            /** @description The externalId was already used for a different credit (EXTERNAL_ID_CONFLICT); nothing was credited. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "externalId invoice-2026-118 was already used for a different credit (another account, amount or reason); nothing was credited",
                     *       "code": "EXTERNAL_ID_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCharacters: {
        parameters: {
            query?: {
                /** @description Words to find in the name, description or tags. */
                search?: string;
                /** @description Only characters in one of these categories. */
                categories?: string[];
                /** @description Only characters with one of these tags. */
                tags?: string[];
                /** @description Only characters using one of these models. */
                modelId?: string[];
                isAdult?: "true" | "false";
                isPro?: "true" | "false";
                isWebEnabled?: "true" | "false";
                sortBy?: "featured" | "highestRating" | "highlyRated" | "highlyRatedAndRecent" | "imports" | "mostRecent" | "ratingCount";
                sortOrder?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching characters. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11",
                     *           "slug": "sherlock-holmes",
                     *           "name": "Sherlock Holmes",
                     *           "description": "The consulting detective of 221B Baker Street.",
                     *           "author": "a1b2c3",
                     *           "adult": false,
                     *           "featured": true,
                     *           "webEnabled": false,
                     *           "shareUrl": null,
                     *           "photoUrl": null,
                     *           "tags": [
                     *             "detective",
                     *             "mystery"
                     *           ],
                     *           "modelId": "debug-tiny-chat",
                     *           "stats": {
                     *             "averageRating": 4.5,
                     *             "imports": 120,
                     *             "ratingCount": 2,
                     *             "ratingSum": 9,
                     *             "userRating": null
                     *           },
                     *           "createdAt": "2026-01-05T10:00:00Z",
                     *           "updatedAt": "2026-03-01T12:30:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "list";
                        data: components["schemas"]["Character"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCharacterBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The character's public id.
                 * @example sherlock-holmes
                 */
                slug: components["parameters"]["CharacterSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "character",
                     *       "data": {
                     *         "id": "7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11",
                     *         "slug": "sherlock-holmes",
                     *         "name": "Sherlock Holmes",
                     *         "description": "The consulting detective of 221B Baker Street.",
                     *         "author": "a1b2c3",
                     *         "adult": false,
                     *         "featured": true,
                     *         "webEnabled": false,
                     *         "shareUrl": null,
                     *         "photoUrl": null,
                     *         "tags": [
                     *           "detective",
                     *           "mystery"
                     *         ],
                     *         "modelId": "debug-tiny-chat",
                     *         "stats": {
                     *           "averageRating": 4.5,
                     *           "imports": 120,
                     *           "ratingCount": 2,
                     *           "ratingSum": 9,
                     *           "userRating": null
                     *         },
                     *         "createdAt": "2026-01-05T10:00:00Z",
                     *         "updatedAt": "2026-03-01T12:30:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "character";
                        data: components["schemas"]["Character"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CharacterNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCharacterReviews: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The character's public id.
                 * @example sherlock-holmes
                 */
                slug: components["parameters"]["CharacterSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews, and the rating summary. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-pagination-limit": components["headers"]["XPaginationLimit"];
                    "x-pagination-page": components["headers"]["XPaginationPage"];
                    "x-pagination-total": components["headers"]["XPaginationTotal"];
                    "x-pagination-total-pages": components["headers"]["XPaginationTotalPages"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
                     *           "characterId": "7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11",
                     *           "createdAt": "2026-02-10T18:20:00Z",
                     *           "rating": 5,
                     *           "message": "Elementary, and delightful.",
                     *           "locale": "en",
                     *           "username": "watson",
                     *           "isOwner": false,
                     *           "userAvatarUrl": null
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "pageSize": 20,
                     *         "total": 1,
                     *         "totalPages": 1
                     *       },
                     *       "summary": {
                     *         "averageRating": 5,
                     *         "totalReviews": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CharacterReviewList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CharacterNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createChatCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatCompletionRequest"];
            };
        };
        responses: {
            /** @description The completion (JSON), or its event stream when `stream` is true. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-deployment": components["headers"]["XServiceDeployment"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    "x-service-is-adult-model-content-violation": components["headers"]["XServiceIsAdultModelContentViolation"];
                    "x-service-contains-minor": components["headers"]["XServiceContainsMinor"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatCompletionResponse"];
                    "text/event-stream": components["schemas"]["ServerSentEventFrame"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cryptoRpcProxy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe; the answer is kept 24 hours per caller and key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A network name from GET /crypto/rpc/networks.
                 * @example base-mainnet
                 */
                network: components["schemas"]["CryptoRpcNetworkName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CryptoRpcBody"];
            };
        };
        responses: {
            /** @description The node's JSON-RPC answer, forwarded as it came. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "X-Service-RPC-Credits": components["headers"]["XServiceRpcCredits"];
                    "X-Service-RPC-Cost-USD": components["headers"]["XServiceRpcCostUsd"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoRpcAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            /** @description Another request with this Idempotency-Key is still in flight (IDEMPOTENCY_KEY_IN_USE); retry once it finished. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["CryptoRpcTooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The network's node could not be reached or did not answer with JSON-RPC (UPSTREAM_UNAVAILABLE); nothing was charged. */
            502: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The node of base-mainnet could not be reached; nothing was charged",
                     *       "code": "UPSTREAM_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createEmbedding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbeddingRequest"];
            };
        };
        responses: {
            /** @description One vector per input, in input order. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-deployment": components["headers"]["XServiceDeployment"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbeddingResponse"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generateImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateImageRequest"];
            };
        };
        responses: {
            /** @description The images as base64 in JSON, or with `return_binary` the one image itself. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "generate-image-3f0c2b1a",
                     *       "images": [
                     *         "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
                     *       ],
                     *       "timing": {
                     *         "inferenceDuration": 2140,
                     *         "inferencePreprocessingTime": 12,
                     *         "inferenceQueueTime": 3,
                     *         "total": 2161
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GenerateImageResponse"];
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["UnsupportedImage"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    simpleGenerateImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimpleGenerateImageRequest"];
            };
        };
        responses: {
            /** @description The image, as base64 (`b64_json`) or a data URL (`url`). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": 1795942512,
                     *       "data": [
                     *         {
                     *           "b64_json": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SimpleGenerateImageResponse"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
        };
    };
    simpleEditImage: {
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
                 *       "image": [
                 *         "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII="
                 *       ],
                 *       "prompt": "Make it night",
                 *       "model": "default"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["SimpleEditImageRequest"];
            };
        };
        responses: {
            /** @description The image, as base64 (`b64_json`) or a data URL (`url`). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": 1795942512,
                     *       "data": [
                     *         {
                     *           "b64_json": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SimpleGenerateImageResponse"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
        };
    };
    upscaleImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpscaleImageRequest"];
                "multipart/form-data": components["schemas"]["UpscaleImageRequest"];
            };
        };
        responses: {
            /** @description The upscaled image (PNG). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["UnsupportedImage"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    editImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditImageRequest"];
                "multipart/form-data": components["schemas"]["EditImageRequest"];
            };
        };
        responses: {
            /** @description The edited image. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["UnsupportedImage"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    multiEditImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MultiEditImageRequest"];
                "multipart/form-data": components["schemas"]["MultiEditImageRequest"];
            };
        };
        responses: {
            /** @description The edited image. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["UnsupportedImage"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    backgroundRemoveImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackgroundRemoveRequest"];
                "multipart/form-data": components["schemas"]["BackgroundRemoveRequest"];
            };
        };
        responses: {
            /** @description The image without its background, as a PNG with transparency. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["ModelForbidden"];
            404: components["responses"]["ModelNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["UnsupportedImage"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["InferenceTooManyRequests"];
            500: components["responses"]["InferenceFailed"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagesRequest"];
            };
        };
        responses: {
            /** @description The message (JSON), or its event stream when `stream` is true. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-deployment": components["headers"]["XServiceDeployment"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesResponse"];
                    "text/event-stream": components["schemas"]["ServerSentEventFrame"];
                };
            };
            400: components["responses"]["AnthropicBadRequest"];
            401: components["responses"]["AnthropicUnauthorized"];
            402: components["responses"]["AnthropicPaymentRequired"];
            403: components["responses"]["AnthropicForbidden"];
            404: components["responses"]["AnthropicNotFound"];
            413: components["responses"]["AnthropicPayloadTooLarge"];
            415: components["responses"]["AnthropicUnsupportedMediaType"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["AnthropicTooManyRequests"];
            500: components["responses"]["AnthropicInternalError"];
            502: components["responses"]["AnthropicBadGateway"];
            503: components["responses"]["AnthropicServiceUnavailable"];
            504: components["responses"]["AnthropicGatewayTimeout"];
        };
    };
    countMessageTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagesCountTokensRequest"];
            };
        };
        responses: {
            /** @description The input tokens. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "input_tokens": 21
                     *     }
                     */
                    "application/json": components["schemas"]["MessagesTokenCount"];
                };
            };
            400: components["responses"]["AnthropicBadRequest"];
            401: components["responses"]["AnthropicUnauthorized"];
            402: components["responses"]["AnthropicPaymentRequired"];
            403: components["responses"]["AnthropicForbidden"];
            404: components["responses"]["AnthropicNotFound"];
            413: components["responses"]["AnthropicPayloadTooLarge"];
            415: components["responses"]["AnthropicUnsupportedMediaType"];
            429: components["responses"]["AnthropicTooManyRequests"];
            500: components["responses"]["AnthropicInternalError"];
            502: components["responses"]["AnthropicBadGateway"];
            503: components["responses"]["AnthropicServiceUnavailable"];
            504: components["responses"]["AnthropicGatewayTimeout"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Inference API",
                     *         "version": "20261121.090000"
                     *       },
                     *       "paths": {
                     *         "/models": {
                     *           "get": {
                     *             "operationId": "listModels"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Inference API",
                     *         "version": "20261121.090000"
                     *       },
                     *       "paths": {
                     *         "/models": {
                     *           "get": {
                     *             "operationId": "listModels"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/yaml": components["schemas"]["OpenApiDocument"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "type": "text",
                     *       "data": [
                     *         {
                     *           "id": "debug-tiny-chat",
                     *           "object": "model",
                     *           "owned_by": "this service",
                     *           "type": "text",
                     *           "created": 1763683200,
                     *           "context_length": 2048,
                     *           "model_spec": {
                     *             "privacy": "private",
                     *             "name": "Debug tiny chat (random weights)",
                     *             "traits": [
                     *               "default"
                     *             ],
                     *             "availableContextTokens": 2048,
                     *             "capabilities": {
                     *               "optimizedForCode": false,
                     *               "supportsFunctionCalling": true,
                     *               "supportsAudioInput": false,
                     *               "supportsReasoning": false,
                     *               "supportsReasoningEffort": false,
                     *               "supportsResponseSchema": true,
                     *               "supportsMultipleImages": false,
                     *               "supportsVision": false,
                     *               "supportsVideoInput": false,
                     *               "supportsWebSearch": false,
                     *               "supportsLogProbs": false,
                     *               "supportsTeeAttestation": false,
                     *               "supportsE2EE": false,
                     *               "supportsXSearch": false,
                     *               "quantization": "fp16"
                     *             },
                     *             "constraints": {
                     *               "temperature": {
                     *                 "default": 0.8
                     *               },
                     *               "top_p": {
                     *                 "default": 0.9
                     *               }
                     *             },
                     *             "pricing": {
                     *               "input": {
                     *                 "usd": 0.15,
                     *                 "diem": 0.15
                     *               },
                     *               "output": {
                     *                 "usd": 0.6,
                     *                 "diem": 0.6
                     *               }
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelList"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            500: components["responses"]["OpenAIInternalError"];
            503: components["responses"]["OpenAIServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModelDeployments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each configured model, whether it is served, and its deployments. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "model": "debug-tiny-chat",
                     *           "type": "text",
                     *           "available": true,
                     *           "strategy": null,
                     *           "deployments": [
                     *             {
                     *               "id": "debug-tiny-chat",
                     *               "engine": "llama-cpp"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "model": "llama-70b",
                     *           "type": "text",
                     *           "available": true,
                     *           "strategy": "least-busy",
                     *           "deployments": [
                     *             {
                     *               "id": "gpu-a",
                     *               "engine": "openai-compatible",
                     *               "host": "gpu-a.internal:8000",
                     *               "weight": 2,
                     *               "health": "healthy",
                     *               "cooldownUntil": null,
                     *               "inFlight": 3,
                     *               "requests": 1200,
                     *               "errors": 2,
                     *               "cooldowns": 0,
                     *               "timeToFirstByteMs": 41.5
                     *             },
                     *             {
                     *               "id": "gpu-b",
                     *               "engine": "openai-compatible",
                     *               "host": "gpu-b.internal:8000",
                     *               "weight": 1,
                     *               "health": "cooling",
                     *               "cooldownUntil": "2026-11-27T14:05:00.000Z",
                     *               "inFlight": 0,
                     *               "requests": 610,
                     *               "errors": 9,
                     *               "cooldowns": 1,
                     *               "timeToFirstByteMs": 55.2
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "model": "qwen-7b",
                     *           "type": "text",
                     *           "available": false,
                     *           "unavailableReason": "weights file data/models/qwen-7b.gguf not found",
                     *           "strategy": null,
                     *           "deployments": [
                     *             {
                     *               "id": "qwen-7b",
                     *               "engine": "llama-cpp"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModelDeploymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The model id, or a trait or compatibility name that stands for one.
                 * @example debug-tiny-chat
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelResponse"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            404: components["responses"]["OpenAINotFound"];
            500: components["responses"]["OpenAIInternalError"];
            503: components["responses"]["OpenAIServiceUnavailable"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics, in the Prometheus text format. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; version=0.0.4": string;
                };
            };
            /** @description The operator set `METRICS_TOKEN`, and the request did not carry it as a bearer token. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    quoteVideo: {
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
                 *       "model": "fixture-video",
                 *       "duration": "5s",
                 *       "resolution": "720p",
                 *       "audio": true
                 *     }
                 */
                "application/json": {
                    model: string;
                    /** @description e.g. `5s`; `auto`, `-1` or `1 gen` for the model's default. */
                    duration: string;
                    aspect_ratio?: string;
                    resolution?: string;
                    upscale_factor?: number;
                    audio?: boolean;
                    video_url?: string & components["schemas"]["CallerUrl"];
                    reference_video_total_duration?: number;
                };
            };
        };
        responses: {
            /** @description The price in USD. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quote": 0.45
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    quoteAudio: {
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
                 *       "model": "fixture-music",
                 *       "duration_seconds": 30
                 *     }
                 */
                "application/json": {
                    model: string;
                    duration_seconds?: components["schemas"]["WholeSeconds"];
                    character_count?: number;
                };
            };
        };
        responses: {
            /** @description The price in USD. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quote": 0.12
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    quoteVoiceChanger: {
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
                 *       "model": "fixture-voice-changer",
                 *       "duration_seconds": 42
                 *     }
                 */
                "application/json": {
                    model: string;
                    duration_seconds: components["schemas"]["WholeSeconds"];
                };
            };
        };
        responses: {
            /** @description The price in USD, and the duration it is for. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quote": 0.21,
                     *       "duration_seconds": 42
                     *     }
                     */
                    "application/json": {
                        quote: number;
                        duration_seconds: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only requests for this model (asked for or answered). */
                model?: string;
                /** @description Only requests sent with this API key. */
                apiKeyId?: string;
                /**
                 * @description Only requests answered with this status (`404`) or status class (`4xx`, `5xx`).
                 * @example 5xx
                 */
                status?: string;
                /** @description Only requests that failed with this error code (`INSUFFICIENT_BALANCE`, `UPSTREAM_ERROR`, …). */
                errorCode?: string;
                /** @description Only requests of this operation (`createChatCompletion`, …). */
                operationId?: string;
                /** @description Only this account's requests (the operator's keys only; another account's key gets 403). */
                accountId?: string;
                /** @description Earliest request time (inclusive). */
                startTimestamp?: string;
                /** @description Latest request time (exclusive). */
                endTimestamp?: string;
                /** @description Records per page. */
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
            /** @description One page of request records, newest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "requestId": "3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
                     *           "timestamp": "2026-11-29T08:55:12.431Z",
                     *           "accountId": "6a1f0e2d-4c3b-4a59-8e7d-1c2b3a4d5e6f",
                     *           "apiKey": {
                     *             "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *             "description": "my app"
                     *           },
                     *           "wallet": null,
                     *           "operationId": "createChatCompletion",
                     *           "method": "POST",
                     *           "path": "/api/v1/chat/completions",
                     *           "modelRequested": "default",
                     *           "model": "llama-70b",
                     *           "deployment": "gpu-a",
                     *           "status": 200,
                     *           "errorCode": null,
                     *           "stream": true,
                     *           "promptTokens": 24,
                     *           "cachedTokens": 0,
                     *           "completionTokens": 412,
                     *           "timeToFirstTokenMs": 182.4,
                     *           "durationMs": 4311.9,
                     *           "outputTokensPerSecond": 99.8,
                     *           "cost": {
                     *             "amount": 0.000872,
                     *             "currency": "USD"
                     *           }
                     *         },
                     *         {
                     *           "requestId": "9d8e4f7a-3f0c-2b1a-8b6c-5d4e3f2a1b0d",
                     *           "timestamp": "2026-11-29T08:54:58.102Z",
                     *           "accountId": "6a1f0e2d-4c3b-4a59-8e7d-1c2b3a4d5e6f",
                     *           "apiKey": {
                     *             "id": "0b1d5c6e-3f4a-4e2b-9c8d-7a6b5c4d3e2f",
                     *             "description": "my app"
                     *           },
                     *           "wallet": null,
                     *           "operationId": "createChatCompletion",
                     *           "method": "POST",
                     *           "path": "/api/v1/chat/completions",
                     *           "modelRequested": "llama-70b",
                     *           "model": null,
                     *           "deployment": null,
                     *           "status": 402,
                     *           "errorCode": "INSUFFICIENT_BALANCE",
                     *           "stream": false,
                     *           "promptTokens": null,
                     *           "cachedTokens": null,
                     *           "completionTokens": null,
                     *           "timeToFirstTokenMs": null,
                     *           "durationMs": 3.2,
                     *           "outputTokensPerSecond": null,
                     *           "cost": null
                     *         }
                     *       ],
                     *       "nextCursor": "1802"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestRecord"][];
                        /** @description The cursor of the next (older) page; null on the last page. */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRequestPerformance: {
        parameters: {
            query?: {
                /** @description How far back to look. */
                period?: "1h" | "24h";
                /** @description Only this account's requests (the operator's keys only; another account's key gets 403). */
                accountId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each model's figures over the period, busiest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": "1h",
                     *       "from": "2026-11-29T07:55:00.000Z",
                     *       "to": "2026-11-29T08:55:00.000Z",
                     *       "data": [
                     *         {
                     *           "model": "llama-70b",
                     *           "requests": 1240,
                     *           "errors": 6,
                     *           "clientErrors": 31,
                     *           "errorRate": 0.0048,
                     *           "latencyMs": {
                     *             "p50": 1830.5,
                     *             "p95": 6120.2
                     *           },
                     *           "timeToFirstTokenMs": {
                     *             "p50": 170.3,
                     *             "p95": 420.8
                     *           },
                     *           "outputTokensPerSecond": {
                     *             "p50": 96.4
                     *           },
                     *           "promptTokens": 412330,
                     *           "completionTokens": 288120
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        period: "1h" | "24h";
                        /**
                         * Format: date-time
                         * @description Start of the period (inclusive).
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description End of the period (exclusive).
                         */
                        to: string;
                        data: components["schemas"]["ModelPerformance"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example resp_68f0c2b1a9d8e4f7 */
                id: components["parameters"]["ResponseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored response. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsesResponse"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            404: components["responses"]["OpenAINotFound"];
            500: components["responses"]["OpenAIInternalError"];
            503: components["responses"]["OpenAIServiceUnavailable"];
        };
    };
    deleteResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example resp_68f0c2b1a9d8e4f7 */
                id: components["parameters"]["ResponseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsesDeleted"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            404: components["responses"]["OpenAINotFound"];
            500: components["responses"]["OpenAIInternalError"];
            503: components["responses"]["OpenAIServiceUnavailable"];
        };
    };
    listResponseInputItems: {
        parameters: {
            query?: {
                /** @example 20 */
                limit?: number;
                /** @example asc */
                order?: "asc" | "desc";
                /**
                 * @description An item id from the page before; an id the list does not hold is a 400.
                 * @example msg_5d1e0c9b8a7f4e3d2c1b0a9f8e7d6c5b
                 */
                after?: string;
                /**
                 * @description Accepted; unused (items are shown whole).
                 * @example [
                 *       "message.input_image.image_url"
                 *     ]
                 */
                include?: string[];
            };
            header?: never;
            path: {
                /** @example resp_68f0c2b1a9d8e4f7 */
                id: components["parameters"]["ResponseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the items. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsesItemList"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            404: components["responses"]["OpenAINotFound"];
            500: components["responses"]["OpenAIInternalError"];
            503: components["responses"]["OpenAIServiceUnavailable"];
        };
    };
    createResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResponsesRequest"];
            };
        };
        responses: {
            /** @description The response object (JSON), or its event stream when `stream` is true. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    "x-service-model-id": components["headers"]["XServiceModelIdServed"];
                    "x-service-model-name": components["headers"]["XServiceModelNameServed"];
                    "x-service-model-router": components["headers"]["XServiceModelRouterServed"];
                    "x-service-deployment": components["headers"]["XServiceDeployment"];
                    "x-service-model-deprecation-warning": components["headers"]["XServiceModelDeprecationWarning"];
                    "x-service-model-deprecation-date": components["headers"]["XServiceModelDeprecationDate"];
                    "x-service-is-blurred": components["headers"]["XServiceIsBlurred"];
                    "x-service-is-content-violation": components["headers"]["XServiceIsContentViolation"];
                    "x-service-is-adult-model-content-violation": components["headers"]["XServiceIsAdultModelContentViolation"];
                    "x-service-contains-minor": components["headers"]["XServiceContainsMinor"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsesResponse"];
                    "text/event-stream": components["schemas"]["ServerSentEventFrame"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            402: components["responses"]["OpenAIPaymentRequired"];
            403: components["responses"]["OpenAIForbidden"];
            404: components["responses"]["OpenAINotFound"];
            413: components["responses"]["OpenAIPayloadTooLarge"];
            415: components["responses"]["OpenAIUnsupportedMediaType"];
            422: components["responses"]["ProviderContentPolicy"];
            429: components["responses"]["OpenAITooManyRequests"];
            500: components["responses"]["OpenAIInternalError"];
            502: components["responses"]["OpenAIBadGateway"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            504: components["responses"]["OpenAIGatewayTimeout"];
        };
    };
    getTeeAttestation: {
        parameters: {
            query: {
                /**
                 * @description The model id.
                 * @example debug-tiny-chat
                 */
                model: string;
                /**
                 * @description 32 random bytes in hex, bound into the attestation.
                 * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
                 */
                nonce: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTeeSignature: {
        parameters: {
            query: {
                /**
                 * @description The model id.
                 * @example debug-tiny-chat
                 */
                model: string;
                /**
                 * @description The completion's id (or its x-request-id).
                 * @example chatcmpl-3f1c2b0e9a7d4c58b6e2f0a1d9c8b7a6
                 */
                request_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    queueVideo: {
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
                 *       "model": "fixture-video",
                 *       "prompt": "A lighthouse at dusk",
                 *       "duration": "5s",
                 *       "resolution": "720p",
                 *       "audio": true
                 *     }
                 */
                "application/json": {
                    model: string;
                    /** @description At most the model's prompt_character_limit (2,500 unless its constraints say). */
                    prompt: string;
                    /** @description e.g. `5s`; `auto`, `-1` or `1 gen` for the model's default. */
                    duration: string;
                    /** @description At most the model's prompt_character_limit. */
                    negative_prompt?: string;
                    aspect_ratio?: string;
                    resolution?: string;
                    audio?: boolean;
                    /** @description A URL or data URL; image-to-video models start from it. */
                    image_url?: string;
                    end_image_url?: string;
                    video_url?: string & components["schemas"]["CallerUrl"];
                    audio_url?: string & components["schemas"]["CallerUrl"];
                    reference_image_urls?: string[];
                    reference_video_urls?: (string & components["schemas"]["CallerUrl"])[];
                    /** @description Each paired with an image or video reference. */
                    reference_audio_urls?: (string & components["schemas"]["CallerUrl"])[];
                    /**
                     * @description Upscale models only; the model's default (2) when absent.
                     * @enum {number}
                     */
                    upscale_factor?: 1 | 2 | 4;
                    reference_document_urls?: (string & components["schemas"]["CallerUrl"])[];
                    /** @description Subjects to keep consistent across the video, each shown by a frontal image, more images or a video. */
                    elements?: {
                        frontal_image_url?: string;
                        reference_image_urls?: string[];
                        video_url?: string & components["schemas"]["CallerUrl"];
                    }[];
                    scene_image_urls?: string[];
                    /** @description Images the video passes through, at frame indexes of a 24 fps video. */
                    keyframes?: {
                        image_url: string;
                        frame_index: number;
                    }[];
                    /** @enum {string} */
                    omni_reference_task_type?: "auto" | "reference" | "edit" | "extend";
                    /** @description Consents a model's provider requires before it takes media showing faces. */
                    consents?: {
                        seedance?: {
                            /** @constant */
                            confirmed_terms_and_privacy: true;
                            /** @constant */
                            confirmed_legal_right: true;
                            /** @constant */
                            confirmed_screening_acknowledged: true;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The job is queued and charged. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "model": "fixture-video",
                     *       "queue_id": "8f2b0c5e-6a1d-4c1e-9a7b-2f4f0d3c9e11"
                     *     }
                     */
                    "application/json": {
                        model: string;
                        /** @description Quote it to retrieve and complete the job. */
                        queue_id: string;
                        /** @description Where the finished video will be */
                        download_url?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The model's provider needs consent for media showing faces (nothing is charged); queue again with `consents` confirmed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NeedsConsentError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The provider refused the prompt or media (nothing is charged). */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    createVideoTranscription: {
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
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    /** @description That the endpoint is deprecated. */
                    Deprecation: string;
                    /** @description The successor. */
                    Link: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveVideo: {
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
                 *       "model": "fixture-video",
                 *       "queue_id": "8f2b0c5e-6a1d-4c1e-9a7b-2f4f0d3c9e11"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                    /** @description Ask the provider to delete the video once it has been delivered. */
                    delete_media_on_completion?: boolean;
                };
            };
        };
        responses: {
            /** @description Still running (JSON), or the finished video. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-ratelimit-limit-requests": components["headers"]["XRatelimitLimitRequests"];
                    "x-ratelimit-remaining-requests": components["headers"]["XRatelimitRemainingRequests"];
                    "x-ratelimit-reset-requests": components["headers"]["XRatelimitResetRequests"];
                    "x-ratelimit-limit-tokens": components["headers"]["XRatelimitLimitTokens"];
                    "x-ratelimit-remaining-tokens": components["headers"]["XRatelimitRemainingTokens"];
                    "x-ratelimit-reset-tokens": components["headers"]["XRatelimitResetTokens"];
                    "x-ratelimit-type": components["headers"]["XRatelimitType"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "PROCESSING",
                     *       "average_execution_time": 145000,
                     *       "execution_duration": 53000
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "PROCESSING" | "COMPLETED";
                        /** @description Typical run time of this model's jobs (ms). */
                        average_execution_time: number;
                        /** @description How long this job has run (ms). */
                        execution_duration: number;
                    };
                    "video/mp4": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The provider failed or refused the job; its charge has been refunded. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderContentPolicyError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    completeVideo: {
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
                 *       "model": "fixture-video",
                 *       "queue_id": "8f2b0c5e-6a1d-4c1e-9a7b-2f4f0d3c9e11"
                 *     }
                 */
                "application/json": {
                    model: string;
                    queue_id: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["InferenceBadGateway"];
            503: components["responses"]["ModelUnavailable"];
            504: components["responses"]["InferenceTimeout"];
        };
    };
    topUpWallet: {
        parameters: {
            query?: {
                /** @description USD to add (also accepted as `amount` in the body; the query wins). */
                amount?: number;
            };
            header?: {
                /** @description Base64 of the x402 v2 payment payload for one `accepts` entry. */
                "PAYMENT-SIGNATURE"?: string;
                /** @description Legacy name of PAYMENT-SIGNATURE (x402 v1 payloads are accepted). */
                "X-PAYMENT"?: string;
                /** @description Legacy name of PAYMENT-SIGNATURE. */
                "X-402-Payment"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 10
                 *     }
                 */
                "application/json": {
                    /** @description USD to add. */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description The payment settled and the wallet was credited. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "PAYMENT-RESPONSE": components["headers"]["PaymentResponse"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402TopUpResult"];
                };
            };
            /**
             * @description A malformed request (INVALID_REQUEST, with the `details` tree of every invalid field), or a
             *     payment that does not match an offered option or fails verification.
             */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Error"];
                };
            };
            /** @description No payment yet (the requirements), or a payment whose settlement failed (SETTLEMENT_FAILED). */
            402: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "PAYMENT-REQUIRED": components["headers"]["PaymentRequired"];
                    "PAYMENT-RESPONSE": components["headers"]["PaymentResponse"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402TopUpPaymentRequired"] | components["schemas"]["X402Error"];
                };
            };
            /** @description The same payment is being settled by another request (PAYMENT_IN_PROGRESS). */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many payment attempts from this client address in the last minute (TOP_UP_ATTEMPTS_PER_MINUTE); retry after Retry-After. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded",
                     *       "code": "RATE_LIMIT_EXCEEDED"
                     *     }
                     */
                    "application/json": components["schemas"]["StandardError"];
                };
            };
            500: components["responses"]["InternalError"];
            /**
             * @description The facilitator or its chain could not be reached before anything was submitted (FACILITATOR_UNAVAILABLE); retrying is safe.
             *     Or the facilitator's receipt names a transaction already credited for another payment (SETTLEMENT_CONFLICT): nothing was credited, and the payment is kept for the operator to review.
             */
            502: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Error"];
                };
            };
            /** @description Wallet payments are not configured on this server (X402_NOT_CONFIGURED). */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Error"];
                };
            };
            /** @description The chain did not confirm the settlement in time (SETTLEMENT_TIMEOUT); it is reconciled later, never lost. */
            504: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Error"];
                };
            };
        };
    };
    getWalletBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An EVM address (0x + 40 hex) or a Solana address (base58).
                 * @example 0x1111111111111111111111111111111111111111
                 */
                walletAddress: components["parameters"]["WalletAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "walletAddress": "0x1111111111111111111111111111111111111111",
                     *         "balanceUsd": 12.5,
                     *         "canConsume": true,
                     *         "minimumTopUpUsd": 5,
                     *         "suggestedTopUpUsd": 10
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["X402WalletBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWalletTransactions: {
        parameters: {
            query?: {
                /** @description Transactions per page. */
                limit?: number;
                /** @description Transactions to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description An EVM address (0x + 40 hex) or a Solana address (base58).
                 * @example 0x1111111111111111111111111111111111111111
                 */
                walletAddress: components["parameters"]["WalletAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transactions. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "CF-RAY": components["headers"]["CfRay"];
                    "x-service-version": components["headers"]["XServiceVersion"];
                    "Server-Timing": components["headers"]["ServerTiming"];
                    "Content-Encoding": components["headers"]["ContentEncoding"];
                    "x-service-balance-usd": components["headers"]["XServiceBalanceUsd"];
                    "x-service-balance-diem": components["headers"]["XServiceBalanceDiem"];
                    "X-Balance-Remaining": components["headers"]["XBalanceRemaining"];
                    "x-pagination-limit": components["headers"]["XPaginationLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "walletAddress": "0x1111111111111111111111111111111111111111",
                     *         "currentBalance": 12.5,
                     *         "transactions": [
                     *           {
                     *             "id": "tx_01",
                     *             "amount": 10,
                     *             "balanceAfter": 12.5,
                     *             "type": "TOP_UP",
                     *             "createdAt": "2026-11-24T08:30:00Z",
                     *             "requestId": null,
                     *             "modelId": null
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "limit": 50,
                     *           "offset": 0,
                     *           "hasMore": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["X402WalletTransactions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}

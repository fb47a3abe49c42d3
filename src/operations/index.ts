// Every operation of the spec, one handler each. `satisfies Handlers` makes a missing or
// mistyped handler a compile error; createDispatcher also refuses to boot without one.
import { apiKeyHandlers } from './api-keys.js';
import { augmentHandlers } from './augment.js';
import { audioHandlers } from './audio.js';
import { billingHandlers } from './billing.js';
import { characterHandlers } from './characters.js';
import { chatHandlers } from './chat.js';
import { cryptoRpcHandlers } from './crypto-rpc.js';
import { embeddingHandlers } from './embeddings.js';
import type { Handlers } from './handler-context.js';
import { imageHandlers } from './image.js';
import { messagesHandlers } from './messages.js';
import { metaHandlers } from './meta.js';
import { modelHandlers } from './models.js';
import { monitoringHandlers } from './monitoring.js';
import { quoteHandlers } from './quotes.js';
import { requestLogHandlers } from './request-log.js';
import { responsesHandlers } from './responses.js';
import { teeHandlers } from './tee.js';
import { videoHandlers } from './video.js';
import { x402Handlers } from './x402.js';

export const handlers = {
  ...modelHandlers,
  ...apiKeyHandlers,
  ...billingHandlers,
  ...chatHandlers,
  ...responsesHandlers,
  ...messagesHandlers,
  ...embeddingHandlers,
  ...augmentHandlers,
  ...characterHandlers,
  ...imageHandlers,
  ...cryptoRpcHandlers,
  ...metaHandlers,
  ...quoteHandlers,
  ...x402Handlers,
  ...videoHandlers,
  ...audioHandlers,
  ...monitoringHandlers,
  ...requestLogHandlers,
  ...teeHandlers,
} satisfies Handlers;

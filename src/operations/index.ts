// Every operation of the spec, one handler each. `satisfies Handlers` makes a missing or
// mistyped handler a compile error; createDispatcher also refuses to boot without one.
import { apiKeyHandlers } from './api-keys.js';
import { billingHandlers } from './billing.js';
import { cryptoRpcHandlers } from './crypto-rpc.js';
import type { Handlers } from './handler-context.js';
import { imageHandlers } from './image.js';
import { metaHandlers } from './meta.js';
import { modelHandlers } from './models.js';

export const handlers = {
  ...modelHandlers,
  ...apiKeyHandlers,
  ...billingHandlers,
  ...imageHandlers,
  ...cryptoRpcHandlers,
  ...metaHandlers,
} satisfies Handlers;

// Tag "Models": discovery, filtered by type and by the calling key's modelPrivacy.
import { findNamedModel, listModels, visibleNames } from '../catalog/discovery.js';
import { modelNotFound } from '../inference/model-resolution.js';
import { requireOperator } from '../accounts/operator.js';
import { deploymentStates } from '../providers/routing/deployment-states.js';
import { requireKeyPrincipal, type Handlers, type HandlerContext } from './handler-context.js';

const privacyOf = (context: HandlerContext) => (context.principal?.kind === 'key' ? context.principal.modelPrivacy : 'ALL');

export const modelHandlers = {
  async listModels({ query }, context) {
    const type = query.type ?? 'text';
    return { status: 200, body: { object: 'list', type, data: listModels(context.services.catalog, type, privacyOf(context)) } };
  },
  async getModel({ path }, context) {
    const model = findNamedModel(context.services.catalog, path.id, privacyOf(context));
    if (!model) throw modelNotFound(path.id);
    return { status: 200, body: model };
  },
  async listModelTraits({ query }, context) {
    const type = query.type ?? 'text';
    const { catalog } = context.services;
    return { status: 200, body: { object: 'list', type, data: visibleNames(catalog, catalog.traits, type, privacyOf(context)) } };
  },
  async listModelCompatibilityMapping({ query }, context) {
    const type = query.type ?? 'text';
    const { catalog } = context.services;
    return { status: 200, body: { object: 'list', type, data: visibleNames(catalog, catalog.compatibility, type, privacyOf(context)) } };
  },
  async listModelDeployments(_input, context) {
    const caller = requireKeyPrincipal(context);
    // deployment ids and health describe the operator's own infrastructure: not for other accounts' ADMIN keys
    await requireOperator(context.services.database, caller.accountId, 'read the deployments');
    const { catalog, engines } = context.services;
    return { status: 200, body: { object: 'list', data: deploymentStates(catalog, engines) } };
  },
} satisfies Pick<Handlers, 'listModels' | 'getModel' | 'listModelTraits' | 'listModelCompatibilityMapping' | 'listModelDeployments'>;

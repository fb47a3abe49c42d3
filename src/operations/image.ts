// Tag "Image": the style presets (generation itself arrives with the image engines).
import type { Handlers } from './handler-context.js';

export const imageHandlers = {
  async listImageStyles(_input, context) {
    return { status: 200, body: { object: 'list', data: context.services.catalog.imageStyles } };
  },
} satisfies Pick<Handlers, 'listImageStyles'>;

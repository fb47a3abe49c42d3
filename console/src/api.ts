// The console's only way to the service: openapi-fetch typed by the generated `paths` of spec/, so
// a call the contract does not allow fails to compile. The signed-in key lives in this tab's
// session storage alone and is added to each request here; nothing else ever reads it.
import createClient from 'openapi-fetch';
import type { components, paths } from '../../generated/api-types';

export type Schemas = components['schemas'];

const SESSION_KEY = 'console.apiKey';

export const session = {
  key: (): string | null => sessionStorage.getItem(SESSION_KEY),
  remember: (key: string) => sessionStorage.setItem(SESSION_KEY, key),
  forget: () => sessionStorage.removeItem(SESSION_KEY),
};

// `no-store`: answers carrying account data are never kept in the browser's HTTP cache.
export const api = createClient<paths>({ baseUrl: '/api/v1', cache: 'no-store' });

api.use({
  onRequest({ request }) {
    const key = session.key();
    if (key) request.headers.set('Authorization', `Bearer ${key}`);
    return request;
  },
});

/** A refused call, with the service's own message (either error shape of the spec). */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function failureOf(error: unknown, response: Response): ApiFailure {
  const body = error as { error?: string | { message?: string }; message?: string } | string | undefined;
  const text =
    typeof body === 'string'
      ? body
      : typeof body?.error === 'string'
        ? body.error
        : (body?.error?.message ?? body?.message ?? `${response.status} ${response.statusText}`);
  return new ApiFailure(text || `HTTP ${response.status}`, response.status);
}

/** The data of a successful call, or an ApiFailure thrown with the service's message. */
export async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw failureOf(error, response);
  return data as T;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

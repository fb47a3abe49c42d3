// Reads an error body in either shape the service answers: OpenAI's `{error: {message, code, …}}`
// on the OpenAI-compatible operations, the reference's `{error: "<text>", code}` elsewhere
// (docs/decisions/0030-error-shapes.md). Tests that care about the code, not the layout, use these.

interface OpenAiShape {
  error: { message: string; type: string; code: string; param: string | null };
}

function isOpenAiShape(body: unknown): body is OpenAiShape {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'object' && (body as { error: unknown }).error !== null;
}

/** The error's machine-readable code. */
export function errorCodeOf(body: unknown): unknown {
  return isOpenAiShape(body) ? body.error.code : (body as { code?: unknown } | undefined)?.code;
}

/** The error's text. */
export function errorMessageOf(body: unknown): unknown {
  return isOpenAiShape(body) ? body.error.message : (body as { error?: unknown } | undefined)?.error;
}

/** `{code, message}` of an error body, to match in one assertion. */
export function errorOf(body: unknown): { code: unknown; message: unknown } {
  return { code: errorCodeOf(body), message: errorMessageOf(body) };
}

// How deeply a request's JSON may nest. Code further in walks caller data recursively (the
// validators, the prompt bound over tool schemas, the engines' serialisers); bounding the depth
// once, here at the edge, bounds all of them, so no caller can overflow the stack (a 500).
// Real payloads nest a few levels; JSON Schemas in tools a few dozen.
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests deeper than `limit` levels of objects and arrays. Iterative: never recurses itself. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

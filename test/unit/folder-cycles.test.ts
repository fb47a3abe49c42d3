// The folders of src/ depend on one another without cycles: built from the import statements
// (static, re-exports and dynamic import(), types included), a folder being a directory directly
// under src/. The files at src/'s top are either leaves that import no folder (errors, time,
// principal, …) or the composition that imports them all (app, main, services), so neither can
// carry a cycle between folders. Nor do the files, inside a folder or across: a type shared by two
// files that import each other belongs in a file of its own, or with the one that owns it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/project-root.js';

const SOURCE = join(PROJECT_ROOT, 'src');
const COMPOSITION = new Set(['app.ts', 'main.ts', 'services.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The folder under src/ a file belongs to, or undefined for a file at src/'s top. */
function folderOf(file: string): string | undefined {
  const parts = relative(SOURCE, file).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^;'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every relative import of `file` that stays inside src/, as the file it names. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] ?? match[2]!);
    if (target.startsWith(`${SOURCE}/`)) targets.push(target);
  }
  return targets;
}

/** `from -> to` for each pair of folders where a file of `from` imports one of `to`, with an example. */
function folderEdges(files: string[]): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (to && to !== from && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, `${relative(SOURCE, file)} imports ${relative(SOURCE, target)}`);
    }
  }
  return edges;
}

/** `from -> to` for each file of src/ and each file it imports. */
const fileEdges = (files: string[]) =>
  files.flatMap((file) => importsOf(file).map((target) => `${relative(SOURCE, file)} -> ${relative(SOURCE, target).replace(/\.js$/, '.ts')}`));

/** The strongly connected groups of more than one folder or file (Tarjan). */
function cycles(edges: Iterable<string>): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)!) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

describe('folders of src/', () => {
  const files = sourceFiles(SOURCE);
  const edges = folderEdges(files);

  it('finds the imports it is meant to find (a cycle cannot hide from a parser that reads nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.get('http -> operations')).toBe('http/dispatcher.ts imports operations/handler-context.js');
    expect(cycles(['a -> b', 'b -> c', 'c -> a', 'c -> d'])).toEqual([['a', 'b', 'c']]);
  });

  it('import one another without a cycle', () => {
    const remaining = [...edges.keys()];
    const found = cycles(remaining).map((group) => ({
      folders: group,
      imports: remaining.filter((edge) => group.includes(edge.split(' -> ')[0]!) && group.includes(edge.split(' -> ')[1]!)).map((edge) => edges.get(edge)),
    }));
    expect(found).toEqual([]);
  });

  it('have leaves at the top of src/ that import no folder', () => {
    const leaves = files.filter((file) => !folderOf(file) && !COMPOSITION.has(relative(SOURCE, file)));
    expect(leaves.length).toBeGreaterThan(3);
    const upward = leaves.flatMap((file) =>
      importsOf(file)
        .filter((target) => folderOf(target))
        .map((target) => `${relative(SOURCE, file)} imports ${relative(SOURCE, target)}`),
    );
    expect(upward).toEqual([]);
  });
});

describe('files of src/', () => {
  const edges = fileEdges(sourceFiles(SOURCE));

  it('finds the imports it is meant to find, types included', () => {
    expect(edges).toContain('providers/registry.ts -> providers/routing/pooled-model.ts');
    expect(edges).toContain('http/paid-step-check.ts -> http/handler-result.ts');
  });

  it('import one another without a cycle', () => {
    expect(cycles(edges)).toEqual([]);
  });
});

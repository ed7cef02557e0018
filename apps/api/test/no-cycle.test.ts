// No module of the API imports, directly or through others, a module that imports it back: a
// cycle makes the load order decide what is initialised, and was how route modules and app.ts
// came to depend on each other. Type-only imports count too: they are still a knot to untie.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** Relative imports of every TypeScript file under `dir`, as absolute file paths. */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts')));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph (one per strongly connected component larger than a file). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm: every cycle lies inside one strongly connected component.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

describe('imports of apps/api', () => {
  it('form no cycle', () => {
    const cycles = cyclesOf(importGraph(srcDir)).map((cycle) =>
      cycle.map((file) => path.relative(srcDir, file)),
    );
    expect(cycles).toEqual([]);
  });

  it('would report a cycle (the check is not blind)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('no routes module imports another routes module', () => {
    const graph = importGraph(srcDir);
    const crossings = [...graph].flatMap(([file, targets]) =>
      path.basename(file) === 'routes.ts' && path.dirname(file) !== srcDir
        ? targets
            .filter((target) => path.basename(target) === 'routes.ts' && target !== file)
            .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`)
        : [],
    );
    expect(crossings).toEqual([]);
  });
});

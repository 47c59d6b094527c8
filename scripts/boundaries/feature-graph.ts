/**
 * The allowed feature graph, read from an ADR so that the decision and the check cannot drift:
 * the ADR holds one fenced block tagged `boundaries`, one line per feature,
 *
 *     signing -> requests, session
 *     session ->
 *
 * naming the features it may import (none after a bare arrow). `#` starts a comment.
 */
import fs from 'node:fs';

/** Each feature and the features it may import. */
export type FeatureGraph = ReadonlyMap<string, readonly string[]>;

const NAME = /^[a-z0-9][a-z0-9-]*$/;

export function readFeatureGraph(adrPath: string): FeatureGraph {
  return parseFeatureGraph(fs.readFileSync(adrPath, 'utf8'));
}

export function parseFeatureGraph(markdown: string): FeatureGraph {
  const blocks = [...markdown.matchAll(/^```boundaries[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)];
  if (blocks.length !== 1) {
    throw new Error(`expected one \`\`\`boundaries block, found ${blocks.length}`);
  }
  const graph = new Map<string, string[]>();
  for (const [index, raw] of blocks[0]![1]!.split('\n').entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    const where = `boundaries line ${index + 1}`;
    const arrow = line.indexOf('->');
    if (arrow === -1) throw new Error(`${where}: expected "feature -> other, …", got "${line}"`);
    const feature = line.slice(0, arrow).trim();
    const targets = line
      .slice(arrow + 2)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    for (const name of [feature, ...targets]) {
      if (!NAME.test(name)) throw new Error(`${where}: "${name}" is no feature name`);
    }
    if (graph.has(feature)) throw new Error(`${where}: ${feature} is listed twice`);
    if (targets.includes(feature)) throw new Error(`${where}: ${feature} names itself`);
    graph.set(feature, targets);
  }
  for (const [feature, targets] of graph) {
    for (const target of targets) {
      if (!graph.has(target)) {
        throw new Error(`boundaries: ${feature} -> ${target}, which has no line of its own`);
      }
    }
  }
  const cycle = findCycles(graph)[0];
  if (cycle) throw new Error(`boundaries: the allowed graph has a cycle: ${cycle.join(' -> ')}`);
  return graph;
}

/**
 * One cycle per strongly connected group of nodes (Tarjan), each written as a path that ends
 * where it starts, e.g. [a, b, a]; empty when the graph has none.
 */
export function findCycles(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const next = (node: string) => [...(graph.get(node) ?? [])].sort();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const target of next(node)) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, order.get(target)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups.map((group) => cycleThrough(group, next));
}

/** A shortest path from the group's first node (by name) back to it, inside the group. */
function cycleThrough(group: string[], next: (node: string) => string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

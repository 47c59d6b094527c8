/**
 * Checks the imports under a source root against the feature boundaries an ADR decides:
 * features import each other only along the allowed graph and only through each one's entry
 * module, never in a cycle; other folders import features only where they compose them; and
 * named folders never import upwards.
 *
 * A test of an app calls it with the ADR that holds the graph and the app's source root:
 *
 *     const violations = checkBoundaries({
 *       root: path.join(app, 'src'),
 *       graph: readFeatureGraph(path.join(repo, 'docs/decisions/0230-….md')),
 *       compositionRoots: ['app/', 'pages/', 'main.tsx'],
 *     });
 *     expect(formatViolations(violations)).toBe('');
 */
import { type FeatureGraph, findCycles } from './feature-graph.ts';
import {
  collectImports,
  collectPackageImports,
  type ImportEdge,
  sourceFiles,
} from './import-graph.ts';

export interface BoundaryRules {
  /** The source root, e.g. apps/web/src; every path below is relative to it. */
  root: string;
  graph: FeatureGraph;
  /** The folder whose subfolders are features; `features` by default. */
  featuresFolder?: string;
  /** The one module of a feature that others may import; `index.ts` by default. */
  entry?: string;
  /** Files (or folders, ending in `/`) outside the features that may import them. */
  compositionRoots?: readonly string[];
  /** Imports that must not exist, e.g. from `features/` and `lib/` up to `app/`. */
  forbidden?: readonly { from: readonly string[]; to: readonly string[] }[];
  /** Of the packages under `scope` (e.g. `@signet/`), only `allowed` may be imported. */
  packages?: { scope: string; allowed: readonly string[] };
}

export type ViolationKind =
  | 'edge-not-allowed'
  | 'internal-import'
  | 'cycle'
  | 'layer-imports-feature'
  | 'upward-import'
  | 'package-not-allowed'
  | 'unresolved'
  | 'feature-not-in-graph'
  | 'graph-feature-missing';

export interface Violation {
  kind: ViolationKind;
  /** The importing file (or, for a cycle and graph findings, the feature). */
  from: string;
  to?: string;
  line?: number;
  /** For a cycle: the features along it, ending where it starts. */
  cycle?: string[];
  message: string;
}

export function checkBoundaries(rules: BoundaryRules): Violation[] {
  const featuresFolder = rules.featuresFolder ?? 'features';
  const entry = rules.entry ?? 'index.ts';
  const featureOf = (file: string): string | null => {
    if (!file.startsWith(`${featuresFolder}/`)) return null;
    const rest = file.slice(featuresFolder.length + 1).split('/');
    return rest.length > 1 ? rest[0]! : null;
  };
  const matches = (file: string, patterns: readonly string[]) =>
    patterns.some((pattern) =>
      pattern.endsWith('/') ? file.startsWith(pattern) : file === pattern,
    );

  const violations: Violation[] = [];
  const add = (
    kind: ViolationKind,
    edge: Omit<ImportEdge, 'to'> & { to?: string | null },
    why: string,
  ) =>
    violations.push({
      kind,
      from: edge.from,
      to: edge.to ?? edge.specifier,
      line: edge.line,
      message: `${edge.from}:${edge.line} imports ${edge.to ?? edge.specifier}: ${why}`,
    });

  const present = new Set(sourceFiles(rules.root).flatMap((file) => featureOf(file) ?? []));
  for (const feature of [...present].sort()) {
    if (!rules.graph.has(feature)) {
      violations.push({
        kind: 'feature-not-in-graph',
        from: feature,
        message: `feature ${feature} has no line in the boundaries graph`,
      });
    }
  }
  for (const feature of rules.graph.keys()) {
    if (!present.has(feature)) {
      violations.push({
        kind: 'graph-feature-missing',
        from: feature,
        message: `the boundaries graph names ${feature}, which has no folder under ${featuresFolder}/`,
      });
    }
  }

  const used = new Map<string, Set<string>>();
  for (const edge of collectImports(rules.root)) {
    if (edge.to === null) {
      add('unresolved', edge, 'no source file found');
      continue;
    }
    if (edge.to.startsWith('../')) continue;
    const source = featureOf(edge.from);
    const target = featureOf(edge.to);
    if (target !== null && target !== source) {
      if (edge.to !== `${featuresFolder}/${target}/${entry}`) {
        add('internal-import', edge, `only ${featuresFolder}/${target}/${entry} is open to others`);
      }
      if (source === null) {
        if (!matches(edge.from, rules.compositionRoots ?? [])) {
          add('layer-imports-feature', edge, 'only the composition roots import features');
        }
      } else {
        if (!used.has(source)) used.set(source, new Set());
        used.get(source)!.add(target);
        if (rules.graph.has(source) && !rules.graph.get(source)!.includes(target)) {
          add('edge-not-allowed', edge, `${source} -> ${target} is not in the boundaries graph`);
        }
      }
    }
    for (const rule of rules.forbidden ?? []) {
      if (matches(edge.from, rule.from) && matches(edge.to, rule.to)) {
        add('upward-import', edge, `${rule.from.join(', ')} must not import ${rule.to.join(', ')}`);
      }
    }
  }

  for (const cycle of findCycles(used)) {
    violations.push({
      kind: 'cycle',
      from: cycle[0]!,
      cycle,
      message: `features import each other in a cycle: ${cycle.join(' -> ')}`,
    });
  }

  if (rules.packages) {
    const { scope, allowed } = rules.packages;
    for (const edge of collectPackageImports(rules.root)) {
      if (!edge.specifier.startsWith(scope)) continue;
      const parts = edge.specifier.split('/');
      const name = parts.slice(0, edge.specifier.startsWith('@') ? 2 : 1).join('/');
      if (!allowed.includes(name)) {
        add(
          'package-not-allowed',
          edge,
          `of ${scope}*, only ${allowed.join(', ')} may be imported`,
        );
      }
    }
  }
  return violations;
}

/** One line per violation, for a test failure that says what to fix; empty when none. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((violation) => `${violation.kind}: ${violation.message}`).join('\n');
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BoundaryRules, checkBoundaries, formatViolations } from './boundary-check.ts';
import { readFeatureGraph } from './feature-graph.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const graph = readFeatureGraph(path.join(fixtures, 'boundaries.md'));

/** The rules a web-like app would use, on one fixture tree. */
function check(tree: string, more: Partial<BoundaryRules> = {}) {
  return checkBoundaries({
    root: path.join(fixtures, tree, 'src'),
    graph,
    compositionRoots: ['app/', 'pages/', 'main.ts'],
    forbidden: [{ from: ['features/', 'lib/', 'components/'], to: ['app/', 'pages/'] }],
    ...more,
  });
}

/** What each violation is about, without its message. */
const found = (tree: string, more?: Partial<BoundaryRules>) =>
  check(tree, more).map(({ kind, from, to, cycle }) => ({ kind, from, to, cycle }));

describe('feature boundaries', () => {
  it('pass a tree that keeps them (type and lazy imports, a test reaching inside)', () => {
    expect(formatViolations(check('clean'))).toBe('');
  });

  it('fail an import of another feature other than through its entry module', () => {
    expect(found('internal-import')).toEqual([
      {
        kind: 'internal-import',
        from: 'app/app.ts',
        to: 'features/beta/beta-model.ts',
        cycle: undefined,
      },
      {
        kind: 'internal-import',
        from: 'features/alpha/alpha-view.ts',
        to: 'features/beta/beta-model.ts',
        cycle: undefined,
      },
    ]);
  });

  it('fail an import between features that the graph does not allow', () => {
    expect(found('edge-not-allowed')).toEqual([
      {
        kind: 'edge-not-allowed',
        from: 'features/beta/beta-view.ts',
        to: 'features/alpha/index.ts',
        cycle: undefined,
      },
    ]);
  });

  it('fail features that import each other in a cycle, and name the cycle', () => {
    const violations = check('cycle');
    expect(violations.filter((v) => v.kind === 'cycle')).toEqual([
      {
        kind: 'cycle',
        from: 'alpha',
        cycle: ['alpha', 'beta', 'alpha'],
        message: 'features import each other in a cycle: alpha -> beta -> alpha',
      },
    ]);
    // An acyclic graph cannot allow every edge of a cycle: the edge back is reported too.
    expect(violations.map((v) => v.kind).sort()).toEqual(['cycle', 'edge-not-allowed']);
  });

  it('fail upward imports from features and lib into app and pages', () => {
    expect(found('upward-import')).toEqual([
      {
        kind: 'upward-import',
        from: 'features/alpha/alpha-view.ts',
        to: 'app/app-state.ts',
        cycle: undefined,
      },
      { kind: 'upward-import', from: 'lib/title.ts', to: 'pages/home.page.tsx', cycle: undefined },
    ]);
  });

  it('fail a layer importing a feature unless it is a composition root', () => {
    expect(found('layer-import')).toEqual([
      {
        kind: 'layer-imports-feature',
        from: 'lib/alpha-label.ts',
        to: 'features/alpha/index.ts',
        cycle: undefined,
      },
    ]);
    expect(found('layer-import', { compositionRoots: ['app/', 'lib/alpha-label.ts'] })).toEqual([]);
  });

  it('fail a feature the graph does not list, and a graph line without a feature', () => {
    const partial = new Map([
      ['alpha', []],
      ['gone', []],
    ]);
    expect(found('layer-import', { graph: partial, compositionRoots: ['app/', 'lib/'] })).toEqual([
      { kind: 'feature-not-in-graph', from: 'beta', to: undefined, cycle: undefined },
      { kind: 'graph-feature-missing', from: 'gone', to: undefined, cycle: undefined },
    ]);
  });

  it('fail packages of a scope other than the allowed ones', () => {
    expect(check('clean', { packages: { scope: 'node:', allowed: ['node:os'] } })).toEqual([]);
    expect(found('clean', { packages: { scope: 'node:', allowed: [] } })).toEqual([
      { kind: 'package-not-allowed', from: 'lib/upper.ts', to: 'node:os', cycle: undefined },
    ]);
  });
});

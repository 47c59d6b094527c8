import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolations } from '../../../scripts/boundaries/boundary-check.ts';
import { readFeatureGraph } from '../../../scripts/boundaries/feature-graph.ts';
import { collectImports, sourceFiles } from '../../../scripts/boundaries/import-graph.ts';

const server = path.resolve(import.meta.dirname, '..');
const src = path.join(server, 'src');
/** The ADR holds the allowed feature graph; this test and the decision cannot drift apart. */
const adr = path.resolve(server, '../../docs/decisions/0005-server-feature-boundaries.md');
/** Fixture trees of the checker: one import into another feature's inner file, one cycle. */
const fixtures = path.resolve(server, '../../scripts/boundaries/fixtures');

/** ADR 0004: only the composition root and the process entries may import features. */
const COMPOSITION_ROOTS = [
  'composition-root.ts',
  'app.ts',
  'main.ts',
  'index.ts',
  'seal-admin.cli.ts',
  'csc-admin.cli.ts',
  'identification-admin.cli.ts',
];

describe('server architecture (ADR 0004, 0005)', () => {
  it('keeps the feature boundaries: graph, entry modules, no cycles, layers below features', () => {
    const violations = checkBoundaries({
      root: src,
      graph: readFeatureGraph(adr),
      compositionRoots: COMPOSITION_ROOTS,
    });
    expect(formatViolations(violations)).toBe('');
  });

  it('reads the whole server, not an empty folder', () => {
    expect(sourceFiles(src).length).toBeGreaterThan(150);
    expect(collectImports(src).length).toBeGreaterThan(600);
  });

  it('fails on an import into another feature’s internals and on a cycle (fixtures)', () => {
    const internal = checkBoundaries({
      root: path.join(fixtures, 'internal-import', 'src'),
      graph: readFeatureGraph(path.join(fixtures, 'boundaries.md')),
    });
    expect(internal.map((violation) => violation.kind)).toContain('internal-import');
    const cycle = checkBoundaries({
      root: path.join(fixtures, 'cycle', 'src'),
      graph: readFeatureGraph(path.join(fixtures, 'boundaries.md')),
    });
    expect(cycle.map((violation) => violation.kind)).toContain('cycle');
  });
});

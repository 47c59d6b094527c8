import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolations } from '../../../scripts/boundaries/boundary-check.ts';
import { readFeatureGraph } from '../../../scripts/boundaries/feature-graph.ts';
import { collectImports, sourceFiles } from '../../../scripts/boundaries/import-graph.ts';

const web = path.resolve(import.meta.dirname, '..');
const src = path.join(web, 'src');
/** The ADR holds the allowed feature graph; this test and the decision cannot drift apart. */
const adr = path.resolve(web, '../../docs/decisions/0230-web-feature-boundaries.md');

describe('web architecture (ADR 0230)', () => {
  it('keeps the feature boundaries: graph, entry modules, no cycles, nothing upwards', () => {
    const violations = checkBoundaries({
      root: src,
      graph: readFeatureGraph(adr),
      compositionRoots: ['app/', 'pages/', 'main.tsx'],
      forbidden: [
        { from: ['features/', 'lib/', 'components/'], to: ['app/', 'pages/', 'main.tsx'] },
      ],
      packages: { scope: '@signet/', allowed: ['@signet/contract', '@signet/i18n'] },
    });
    expect(formatViolations(violations)).toBe('');
  });

  it('reads the whole app, not an empty folder', () => {
    expect(sourceFiles(src).length).toBeGreaterThan(150);
    expect(collectImports(src).length).toBeGreaterThan(500);
  });

  it('names every query key through its resource key factory', () => {
    const literal = sourceFiles(src).filter((file) =>
      /queryKey:\s*\[/.test(fs.readFileSync(path.join(src, file), 'utf8')),
    );
    expect(literal).toEqual([]);
  });
});

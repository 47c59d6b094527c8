import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectImports, importSpecifiers } from './import-graph.ts';

const specifiers = (text: string) => importSpecifiers(text).map((found) => found.specifier);

describe('import specifiers of a source text', () => {
  it('reads every form of import and re-export, type imports too', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      'import {',
      '  c,',
      '  type C,',
      "} from './c.ts';",
      "import './d.css';",
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "export type { G } from './g.ts';",
      "const h = () => import('./h.tsx');",
      "type I = typeof import('./i.ts');",
      "import x from 'react';",
    ].join('\n');
    expect(specifiers(text)).toEqual([
      './a.ts',
      './b.ts',
      './c.ts',
      './d.css',
      './e.ts',
      './f.ts',
      './g.ts',
      './h.tsx',
      './i.ts',
      'react',
    ]);
  });

  it('gives the line of each specifier', () => {
    const text = "// header\nimport {\n  a,\n} from './a.ts';\n\nconst b = import('./b.ts');\n";
    expect(importSpecifiers(text)).toEqual([
      { specifier: './a.ts', line: 4 },
      { specifier: './b.ts', line: 6 },
    ]);
  });

  it('skips comments, and keeps strings that only look like them', () => {
    const text = [
      "// import a from './a.ts';",
      "/* import('./b.ts') */",
      "const url = 'https://example.com/'; const c = () => import('./c.ts');",
      'const pattern = /\\/\\//; const d = () => import("./d.ts");',
      '/**',
      " * export * from './e.ts';",
      ' */',
      'const note = "import(\'./f.ts\')";',
    ].join('\n');
    expect(specifiers(text)).toEqual(['./c.ts', './d.ts']);
  });
});

describe('imports resolved to files', () => {
  it('finds the file a specifier names, skips styles, and keeps what it cannot find', () => {
    const root = path.join(import.meta.dirname, 'fixtures', 'resolution', 'src');
    expect(collectImports(root).map(({ to, specifier }) => ({ to, specifier }))).toEqual([
      { to: 'b.ts', specifier: './b' },
      { to: 'c.ts', specifier: './c.js' },
      { to: 'd/index.ts', specifier: './d' },
      { to: null, specifier: './missing.ts' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { type PlannedChunk, planChunks, planGroups } from '../build/chunk-plan.ts';

const chunk = (fileName: string, moduleIds: string[], more: Partial<PlannedChunk> = {}) => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...more,
});

// An entry with two shared chunks, the sign-in screen with two more, and a screen of its own.
const chunks: PlannedChunk[] = [
  chunk('index.js', ['/src/main.tsx', '/nm/react-dom.js'], {
    isEntry: true,
    imports: ['i18n.js', 'query.js'],
  }),
  chunk('i18n.js', ['/nm/i18next.js']),
  chunk('query.js', ['/nm/query-core.js'], { imports: ['i18n.js'] }),
  chunk('login.page.js', ['/src/pages/login.page.tsx'], {
    facadeModuleId: '/src/pages/login.page.tsx',
    imports: ['form.js', 'button.js', 'query.js'],
  }),
  chunk('form.js', ['/nm/react-hook-form.js', '/src/input-field.tsx'], { imports: ['button.js'] }),
  chunk('button.js', ['/nm/mui/Button.js']),
  chunk('viewer.page.js', ['/src/pages/view.page.tsx', '/nm/pdf-viewer.js'], {
    facadeModuleId: '/src/pages/view.page.tsx',
    imports: ['button.js'],
  }),
];

describe('chunk plan of the production build', () => {
  it('gathers what the entry loads, then what the sign-in screen adds to it', () => {
    const plan = planChunks(chunks);
    expect([...plan.start].sort()).toEqual([
      '/nm/i18next.js',
      '/nm/query-core.js',
      '/nm/react-dom.js',
      '/src/main.tsx',
    ]);
    expect([...plan.forms].sort()).toEqual([
      '/nm/mui/Button.js',
      '/nm/react-hook-form.js',
      '/src/input-field.tsx',
    ]);
  });

  it('leaves the screen itself and every other screen to the usual splitting', () => {
    const groups = planGroups(planChunks(chunks));
    const placed = (id: string) => groups.find((group) => group.test(id))?.name ?? null;
    expect(placed('/src/pages/login.page.tsx')).toBeNull();
    expect(placed('/nm/pdf-viewer.js')).toBeNull();
    expect(placed('/nm/react-dom.js')).toBe('start');
    expect(placed('/nm/mui/Button.js')).toBe('forms');
  });

  it('refuses an output it cannot plan for', () => {
    expect(() => planChunks(chunks.filter((c) => !c.isEntry))).toThrow(/one entry/);
    expect(() => planChunks(chunks.filter((c) => c.fileName !== 'login.page.js'))).toThrow(
      /no chunk for/,
    );
  });
});

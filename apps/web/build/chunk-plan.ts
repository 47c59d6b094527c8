/**
 * The chunk plan of the production build (ADR 0220). Rolldown's automatic splitting gives every
 * set of lazy screens that share modules a chunk of its own, so the first screen loaded about 40
 * small files, each compressed alone. The plan keeps the same modules on the first screen's path
 * but in two chunks: what the entry loads before any screen (`start`), and what the sign-in
 * screen loads on top of it (`forms`, shared with the other form screens).
 */

/** The parts of a Rolldown output chunk the plan reads. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export interface ChunkPlan {
  start: ReadonlySet<string>;
  forms: ReadonlySet<string>;
}

/** The module of the screen whose first load the plan is made for. */
export const FIRST_SCREEN = /[\\/]src[\\/]pages[\\/]login\.page\.tsx$/;

export function planChunks(chunks: readonly PlannedChunk[]): ChunkPlan {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`chunk plan: expected one entry, found ${entries.length}`);
  const screen = chunks.find((chunk) => FIRST_SCREEN.test(chunk.facadeModuleId ?? ''));
  if (!screen) throw new Error(`chunk plan: no chunk for ${FIRST_SCREEN}`);

  /** A chunk and every chunk it imports statically, transitively. */
  const loaded = (from: PlannedChunk): Set<PlannedChunk> => {
    const seen = new Set<PlannedChunk>();
    const visit = (chunk: PlannedChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const name of chunk.imports) {
        const next = byName.get(name);
        if (!next) throw new Error(`chunk plan: ${chunk.fileName} imports unknown ${name}`);
        visit(next);
      }
    };
    visit(from);
    return seen;
  };
  const modules = (of: Iterable<PlannedChunk>) =>
    new Set([...of].flatMap((chunk) => chunk.moduleIds));

  const beforeScreens = loaded(entries[0]!);
  const forScreen = [...loaded(screen)].filter(
    (chunk) => chunk !== screen && !beforeScreens.has(chunk),
  );
  return { start: modules(beforeScreens), forms: modules(forScreen) };
}

/**
 * The planned modules only: a group would otherwise also take every module they import, and
 * a re-exporting index (the contract's) imports every endpoint of the app.
 */
const exactly = { includeDependenciesRecursively: false } as const;

/** Rolldown `codeSplitting` groups that place the planned modules (the rest splits as usual). */
export function planGroups(plan: ChunkPlan) {
  return [
    { name: 'start', test: (id: string) => plan.start.has(id), priority: 2, ...exactly },
    { name: 'forms', test: (id: string) => plan.forms.has(id), priority: 1, ...exactly },
  ];
}

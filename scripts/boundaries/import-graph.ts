/**
 * The relative imports between the TypeScript source files under a folder, read from the text
 * (no compiler: the checker must run wherever vitest runs, with no dependency of its own).
 * Every form counts, `import type` too: a type import still ties one feature to another.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  /** The importing file, relative to the root, with `/` separators. */
  from: string;
  /** The imported file relative to the root (`../…` when outside it); null when not found. */
  to: string | null;
  specifier: string;
  /** 1-based line of the specifier in the importing file. */
  line: number;
}

const SOURCE = /\.tsx?$/;
// Tests may reach into any module they test; the boundaries are for the shipped code.
const TEST = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

/** Every .ts/.tsx file under `root` but tests, relative to it, sorted. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        found.push(toPosix(path.relative(root, full)));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The relative imports of every source file under `root`. */
export function collectImports(root: string): ImportEdge[] {
  return specifiersUnder(root)
    .filter(({ specifier }) => isRelative(specifier))
    .flatMap(({ from, specifier, line }) => {
      const target = resolveSource(path.join(root, from), specifier);
      if (target === undefined) return [];
      const to = target === null ? null : toPosix(path.relative(root, target));
      return [{ from, to, specifier, line }];
    });
}

/** The imports of packages (bare specifiers such as `react` or `@signet/contract/x`). */
export function collectPackageImports(root: string): Omit<ImportEdge, 'to'>[] {
  return specifiersUnder(root).filter(
    ({ specifier }) => !isRelative(specifier) && !specifier.startsWith('/'),
  );
}

function specifiersUnder(root: string): Omit<ImportEdge, 'to'>[] {
  return sourceFiles(root).flatMap((from) =>
    importSpecifiers(fs.readFileSync(path.join(root, from), 'utf8')).map((found) => ({
      from,
      ...found,
    })),
  );
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const BARE_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*[,)]/g;

/** The module specifiers a source text names, with their lines; comments and strings are not read. */
export function importSpecifiers(text: string): { specifier: string; line: number }[] {
  const { code, inString } = lex(text);
  const found: { specifier: string; index: number }[] = [];
  for (const pattern of [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of code.matchAll(pattern)) {
      const keyword = match.index + match[0].search(/\S/);
      if (inString[keyword]) continue;
      const specifier = match[2]!;
      found.push({ specifier, index: match.index + match[0].lastIndexOf(specifier) });
    }
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ specifier, index }) => ({ specifier, line: lineAt(code, index) }));
}

/**
 * The file a relative specifier names: undefined for a file that is no TypeScript source
 * (styles, JSON, images), null when nothing matches (a typo, or a form the reader missed).
 */
function resolveSource(importer: string, specifier: string): string | null | undefined {
  const base = path.resolve(path.dirname(importer), specifier.replace(/[?#].*$/, ''));
  if (SOURCE.test(base)) return isFile(base) ? base : null;
  if (/\.jsx?$/.test(base)) {
    const source = base.replace(/\.js(x?)$/, '.ts$1');
    return isFile(source) ? source : null;
  }
  if (isFile(base)) return undefined;
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => `${base}${end}`);
  return candidates.find((candidate) => isFile(candidate)) ?? null;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    // Missing, or a path through a file (`style.css/index.ts`).
    return false;
  }
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The text with every comment blanked out (line breaks kept, so lines still count), and which
 * characters lie inside a string, template literal or regular expression: `//` or `import(`
 * there is text, not code.
 */
export function lex(text: string): { code: string; inString: Uint8Array } {
  let code = '';
  const inString = new Uint8Array(text.length);
  let i = 0;
  // A `/` starts a regular expression where an operand is expected, i.e. after these.
  let operandExpected = true;
  const literal = (stop: number) => {
    code += text.slice(i, stop);
    inString.fill(1, i, stop);
    i = stop;
    operandExpected = false;
  };
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      code += ' '.repeat(stop - i);
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      code += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      literal(quotedEnd(text, i, char));
    } else if (char === '/' && operandExpected) {
      literal(regexEnd(text, i));
    } else if (/[\w$]/.test(char)) {
      const word = /^[\w$]+/.exec(text.slice(i, i + 64))![0];
      code += word;
      i += word.length;
      operandExpected = KEYWORDS_BEFORE_OPERAND.has(word);
    } else {
      code += char;
      i++;
      if (/[(,=:[!&|?{};+\-*%<>~^]/.test(char)) operandExpected = true;
      else if (/[)\]}]/.test(char)) operandExpected = false;
    }
  }
  return { code, inString };
}

const KEYWORDS_BEFORE_OPERAND = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of']);

function quotedEnd(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') i += 2;
    else if (char === quote) return i + 1;
    else if (char === '\n' && quote !== '`') return i;
    else i++;
  }
  return text.length;
}

function regexEnd(text: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') i += 2;
    else if (char === '\n') return i;
    else {
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) return i + 1;
      i++;
    }
  }
  return text.length;
}

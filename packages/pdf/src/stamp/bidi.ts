/**
 * A reduced form of the Unicode bidirectional algorithm (UAX #9) for single-line stamp text:
 * strong right-to-left letters (Hebrew, Arabic) form RTL runs, digits and Latin form LTR runs,
 * neutrals join the direction around them, and runs are put in visual order. Shaping inside a
 * run (Arabic joining, mirroring of glyph order) is left to fontkit's layout.
 */

export type Direction = 'ltr' | 'rtl';

export interface DirectionalRun {
  text: string;
  direction: Direction;
}

type Kind = 'R' | 'L' | 'N';

function kindOf(codePoint: number): Kind {
  if (
    (codePoint >= 0x0590 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb1d && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  ) {
    // Arabic-Indic digits are weak but read left-to-right inside RTL text; treat as L.
    if (
      (codePoint >= 0x0660 && codePoint <= 0x0669) ||
      (codePoint >= 0x06f0 && codePoint <= 0x06f9)
    )
      return 'L';
    return 'R';
  }
  const char = String.fromCodePoint(codePoint);
  return /[\p{L}\p{N}]/u.test(char) ? 'L' : 'N';
}

export function baseDirection(text: string): Direction {
  for (const char of text) {
    const kind = kindOf(char.codePointAt(0) as number);
    if (kind !== 'N') return kind === 'R' ? 'rtl' : 'ltr';
  }
  return 'ltr';
}

/** Splits `text` into directional runs, returned left to right as they are drawn. */
export function visualRuns(text: string): DirectionalRun[] {
  const chars = [...text];
  const kinds = chars.map((c) => kindOf(c.codePointAt(0) as number));
  const base: Kind = baseDirection(text) === 'rtl' ? 'R' : 'L';
  // Neutrals take the direction of their neighbours when both agree, else the base direction.
  const resolved = kinds.map((kind, i) => {
    if (kind !== 'N') return kind;
    const before =
      kinds
        .slice(0, i)
        .reverse()
        .find((k) => k !== 'N') ?? base;
    const after = kinds.slice(i + 1).find((k) => k !== 'N') ?? base;
    return before === after ? before : base;
  });
  const runs: DirectionalRun[] = [];
  chars.forEach((char, i) => {
    const direction: Direction = resolved[i] === 'R' ? 'rtl' : 'ltr';
    const last = runs[runs.length - 1];
    if (last && last.direction === direction) last.text += char;
    else runs.push({ text: char, direction });
  });
  return base === 'R' ? runs.reverse() : runs;
}

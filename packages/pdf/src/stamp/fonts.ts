import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';

/**
 * Fonts bundled under assets/fonts (Noto under SIL OFL 1.1, Droid Sans Fallback under Apache-2.0,
 * licences beside them). The standard 14 fonts
 * cover Latin-1 only; a stamp must show a signer's name in its own script.
 */
export const FONT_FILES = {
  sans: 'NotoSans-Regular.ttf',
  sansBold: 'NotoSans-Bold.ttf',
  arabic: 'NotoSansArabic-Regular.ttf',
  hebrew: 'NotoSansHebrew-Regular.ttf',
  /** Chinese, Japanese and Korean (Apache-2.0; licence beside it). */
  cjk: 'DroidSansFallback.ttf',
} as const;

export type FontKey = keyof typeof FONT_FILES;

const FONT_DIR = new URL('../../assets/fonts/', import.meta.url);
const bytesCache = new Map<FontKey, Promise<Uint8Array>>();
type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };
const coverageCache = new Map<FontKey, Promise<Coverage>>();

export function fontBytes(key: FontKey): Promise<Uint8Array> {
  let bytes = bytesCache.get(key);
  if (!bytes) {
    bytes = readFile(new URL(FONT_FILES[key], FONT_DIR)).then((b) => new Uint8Array(b));
    bytesCache.set(key, bytes);
  }
  return bytes;
}

/** Parsed font for coverage checks, parsed once per process. */
export function fontCoverage(key: FontKey) {
  let font = coverageCache.get(key);
  if (!font) {
    font = fontBytes(key).then((b) => stampFontkit.create(b) as unknown as Coverage);
    coverageCache.set(key, font);
  }
  return font;
}

/** The bundled font meant for a code point's script. */
export function fontForCodePoint(codePoint: number, bold: boolean): FontKey {
  if ((codePoint >= 0x0590 && codePoint <= 0x05ff) || (codePoint >= 0xfb1d && codePoint <= 0xfb4f))
    return 'hebrew';
  if (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  ) {
    return 'arabic';
  }
  if (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0xa960 && codePoint <= 0xa97f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef)
  ) {
    return 'cjk';
  }
  return bold ? 'sansBold' : 'sans';
}

interface SubsetLike {
  includeGlyph(glyph: unknown): number;
  encodeStream(): unknown;
}

interface TtfSubsetInternals {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (gid: number) => number;
}

/**
 * fontkit may write a short-format 'loca' table, whose offsets are halved, so every glyph must
 * start on an even offset (OpenType 'loca' spec). Fonts such as Droid Sans Fallback have
 * odd-length glyph records; padding each copied record to even length keeps the subset intact.
 */
function padGlyphsToEvenLength(subset: TtfSubsetInternals): void {
  const addGlyph = subset._addGlyph;
  if (typeof addGlyph !== 'function') return;
  subset._addGlyph = function (this: TtfSubsetInternals, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyf = this.glyf as Uint8Array[];
    const last = glyf[glyf.length - 1];
    if (last && last.length % 2 === 1) {
      const padded = new (last.constructor as new (n: number) => Uint8Array)(last.length + 1);
      padded.set(last, 0);
      glyf[glyf.length - 1] = padded;
      this.offset = (this.offset as number) + 1;
    }
    return index;
  };
}

interface ParsedFont {
  createSubset(): SubsetLike;
  getGlyph(id: number, characters?: number[]): unknown;
  _glyphs: Record<number, unknown>;
}

/**
 * fontkit keeps each glyph object it makes, with the characters it was asked for the first time;
 * pdf-lib reads those characters to write the text layer (ToUnicode). A subset asks for the parts of
 * a composite glyph by id alone (the ellipsis is three periods), so in a font shared by every
 * document the period would be kept without its character, and every document written after
 * would lose it from its text (copy, search, screen readers). A glyph asked for without characters
 * is therefore made but not kept.
 */
function keepGlyphCharacters(font: ParsedFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    if (characters.length > 0 || font._glyphs[id]) return getGlyph(id, characters);
    const glyph = getGlyph(id, characters);
    delete font._glyphs[id];
    return glyph;
  };
}

/**
 * fontkit as @cantoo/pdf-lib expects it. @pdf-lib/fontkit's subset has an `encode(stream)`
 * that pdf-lib would call without a stream; exposing only `encodeStream` makes it take the
 * stream path that this fontkit supports.
 */
const parsed = new WeakMap<Uint8Array, { createSubset(): SubsetLike }>();

export const stampFontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    // Parsing a font costs tens of milliseconds; the bundled fonts' bytes are cached, so the
    // parsed font is kept per buffer and shared (pdf-lib only reads it).
    const known = parsed.get(buffer);
    if (known) return known;
    const font = fontkit.create(buffer as never, postscriptName) as unknown as ParsedFont;
    keepGlyphCharacters(font);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      padGlyphsToEvenLength(subset as unknown as TtfSubsetInternals);
      return {
        includeGlyph: (glyph: unknown) => subset.includeGlyph(glyph),
        encodeStream: () => subset.encodeStream(),
      };
    };
    parsed.set(buffer, font);
    return font;
  },
};

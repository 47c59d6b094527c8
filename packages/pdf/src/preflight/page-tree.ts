import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFObject } from '@cantoo/pdf-lib';
import { PreflightError } from './preflight-error.ts';

export interface PageSize {
  /** Width in points as displayed: the CropBox (clipped to the MediaBox), after /Rotate. */
  width: number;
  height: number;
  /** /Rotate normalised to 0, 90, 180 or 270. */
  rotation: number;
}

export type Resolver = (object: PDFObject | undefined) => PDFObject | undefined;

/** Real page trees are a handful of levels deep; anything deeper is built to exhaust a reader. */
export const MAX_PAGE_TREE_DEPTH = 256;

type Box = [number, number, number, number];

interface Inherited {
  mediaBox?: Box;
  cropBox?: Box;
  rotate?: number;
}

interface Pending {
  node: PDFDict;
  depth: number;
  inherited: Inherited;
}

const LETTER: Box = [0, 0, 612, 792];

function readBox(resolve: Resolver, value: PDFObject | undefined): Box | undefined {
  const array = resolve(value);
  if (!(array instanceof PDFArray) || array.size() !== 4) return undefined;
  const numbers = array.asArray().map((item) => resolve(item));
  if (!numbers.every((n) => n instanceof PDFNumber)) return undefined;
  const [a, b, c, d] = numbers.map((n) => (n as PDFNumber).asNumber()) as Box;
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

function readNumber(resolve: Resolver, value: PDFObject | undefined): number | undefined {
  const number = resolve(value);
  return number instanceof PDFNumber ? number.asNumber() : undefined;
}

function inherit(resolve: Resolver, node: PDFDict, from: Inherited): Inherited {
  return {
    mediaBox: readBox(resolve, node.get(PDFName.of('MediaBox'))) ?? from.mediaBox,
    cropBox: readBox(resolve, node.get(PDFName.of('CropBox'))) ?? from.cropBox,
    rotate: readNumber(resolve, node.get(PDFName.of('Rotate'))) ?? from.rotate,
  };
}

/** ISO 32000-1 §14.11.2: the CropBox is clipped to the MediaBox; a missing MediaBox is Letter. */
export function pageSizeOf(inherited: Inherited): PageSize {
  const media = inherited.mediaBox ?? LETTER;
  const crop = inherited.cropBox ?? media;
  const width = Math.max(0, Math.min(crop[2], media[2]) - Math.max(crop[0], media[0]));
  const height = Math.max(0, Math.min(crop[3], media[3]) - Math.max(crop[1], media[1]));
  const raw = Math.round(inherited.rotate ?? 0);
  const rotation = raw % 90 === 0 ? ((raw % 360) + 360) % 360 : 0;
  const quarter = rotation === 90 || rotation === 270;
  return { width: quarter ? height : width, height: quarter ? width : height, rotation };
}

/**
 * Walks the page tree (ISO 32000-1 §7.7.3) without recursion, in document order. A node reached
 * twice (a /Kids loop or a page listed twice) and a tree deeper than MAX_PAGE_TREE_DEPTH are
 * damage: readers that recurse would loop forever or overflow the stack on them.
 */
export function walkPageTree(root: PDFDict, resolve: Resolver, maxPages: number): PageSize[] {
  const pages: PageSize[] = [];
  const seen = new Set<PDFDict>([root]);
  const stack: Pending[] = [{ node: root, depth: 0, inherited: inherit(resolve, root, {}) }];
  while (stack.length > 0) {
    const { node, depth, inherited } = stack.pop()!;
    const kids = resolve(node.get(PDFName.of('Kids')));
    const type = resolve(node.get(PDFName.of('Type')));
    if (
      type === PDFName.of('Page') ||
      (type !== PDFName.of('Pages') && !(kids instanceof PDFArray))
    ) {
      pages.push(pageSizeOf(inherited));
      if (pages.length > maxPages) {
        throw new PreflightError('PDF_TOO_MANY_PAGES', `The PDF has more than ${maxPages} pages`);
      }
      continue;
    }
    if (!(kids instanceof PDFArray)) {
      throw new PreflightError('PDF_DAMAGED', 'The page tree has a /Pages node without /Kids');
    }
    if (depth >= MAX_PAGE_TREE_DEPTH) {
      throw new PreflightError(
        'PDF_DAMAGED',
        `The page tree is nested deeper than ${MAX_PAGE_TREE_DEPTH} levels`,
      );
    }
    const children: Pending[] = [];
    for (const entry of kids.asArray()) {
      const child = resolve(entry);
      if (!(child instanceof PDFDict)) {
        throw new PreflightError('PDF_DAMAGED', 'The page tree refers to a page that is missing');
      }
      if (seen.has(child)) {
        throw new PreflightError(
          'PDF_DAMAGED',
          'The page tree loops back on itself (a /Kids cycle)',
        );
      }
      seen.add(child);
      children.push({
        node: child,
        depth: depth + 1,
        inherited: inherit(resolve, child, inherited),
      });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  if (pages.length === 0) throw new PreflightError('PDF_DAMAGED', 'The PDF has no pages');
  return pages;
}

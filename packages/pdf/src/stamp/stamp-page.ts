import { PDFDocument, type PDFImage, type PDFPage, rgb } from '@cantoo/pdf-lib';
import { SignError } from '../sign/errors.ts';
import { stampFontkit } from './fonts.ts';
import { qrLayout, qrOperators } from './qr.ts';
import { drawLine, StampFonts } from './text-line.ts';
import {
  DEFAULT_STAMP_HEIGHT,
  DEFAULT_STAMP_WIDTH,
  type VisualSignatureAppearance,
} from './types.ts';

const ACCENT = rgb(0.09, 0.27, 0.55);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const WHITE = rgb(1, 1, 1);

export function stampSize(appearance: VisualSignatureAppearance) {
  return {
    width: appearance.width ?? DEFAULT_STAMP_WIDTH,
    height: appearance.height ?? DEFAULT_STAMP_HEIGHT,
  };
}

export function checkAppearance(appearance: VisualSignatureAppearance): void {
  const { width, height } = stampSize(appearance);
  const fail = (field: string, why: string) => {
    throw new SignError('INVALID_OPTION', `appearance.${field}: ${why}`);
  };
  if (!Number.isInteger(appearance.page) || appearance.page < 1)
    fail('page', 'must be a page number from 1');
  for (const [field, value] of [
    ['x', appearance.x],
    ['y', appearance.y],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      fail(field, 'must be a finite number of points, 0 or more');
  }
  for (const [field, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isFinite(value) || value < 20 || value > 2000)
      fail(field, 'must be between 20 and 2000 points');
  }
  if (typeof appearance.name !== 'string' || appearance.name.trim() === '')
    fail('name', 'must not be empty');
  if (appearance.displayQr && !appearance.qrUrl) fail('qrUrl', 'is required when displayQr is set');
  if (appearance.image && imageKind(appearance.image) === undefined)
    fail('image', 'must be PNG or JPEG bytes');
}

function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  return undefined;
}

function formatDate(date: Date | string | undefined, language: string | undefined): string {
  if (typeof date === 'string') return date;
  const when = date ?? new Date();
  let locale = 'en-GB';
  try {
    locale = Intl.getCanonicalLocales(language ?? 'en-GB')[0] ?? 'en-GB';
  } catch {
    // An unknown tag falls back to English rather than failing the signature.
  }
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(when);
  return `${text} UTC`;
}

/**
 * The QR code's square at the stamp's right edge, centred in height: the symbol with its quiet
 * zone of 4 modules (ISO/IEC 18004), all inside the stamp. The text box ends where it begins.
 */
export function qrZone(width: number, height: number): { x: number; y: number; size: number } {
  const scale = Math.min(height / DEFAULT_STAMP_HEIGHT, width / DEFAULT_STAMP_WIDTH) || 1;
  const size = Math.min(height, width * 0.32 + 12 * scale);
  return { x: width - size, y: (height - size) / 2, size };
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  color: ReturnType<typeof rgb>;
}

function textLines(appearance: VisualSignatureAppearance, scale: number): Line[] {
  const lines: Line[] = [{ text: appearance.name, size: 14 * scale, bold: true, color: INK }];
  if (appearance.optionalLine?.trim())
    lines.push({ text: appearance.optionalLine, size: 9 * scale, color: INK });
  const showDate = appearance.displayDate ?? appearance.date !== undefined;
  const place = [
    appearance.location?.trim(),
    showDate ? formatDate(appearance.date, appearance.language) : undefined,
  ].filter(Boolean);
  if (place.length > 0) lines.push({ text: place.join(' · '), size: 8 * scale, color: MUTED });
  if (appearance.displayClaim?.trim())
    lines.push({ text: appearance.displayClaim, size: 8 * scale, color: ACCENT });
  if (appearance.displayStandards?.trim())
    lines.push({ text: appearance.displayStandards, size: 7 * scale, color: MUTED });
  return lines;
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  return imageKind(bytes) === 'png' ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

/**
 * Draws the visual signature (spec §3) on a page of exactly the stamp's size: accent bar,
 * optional handwritten image, name, company, place and date, claim, standards and QR code.
 */
export async function drawStamp(
  appearance: VisualSignatureAppearance,
  width: number,
  height: number,
): Promise<{ doc: PDFDocument; page: PDFPage }> {
  checkAppearance(appearance);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(stampFontkit as never);
  const page = doc.addPage([width, height]);
  const fonts = new StampFonts(doc);
  const scale = Math.min(height / DEFAULT_STAMP_HEIGHT, width / DEFAULT_STAMP_WIDTH) || 1;
  const pad = 6 * scale;
  // A light backing keeps the stamp legible where it overlaps page content.
  page.drawRectangle({ x: 0, y: 0, width, height, color: WHITE, opacity: 0.85 });
  page.drawRectangle({ x: 0, y: 0, width: 3 * scale, height, color: ACCENT });
  let right = width - pad;
  if (appearance.displayQr && appearance.qrUrl) {
    const zone = qrZone(width, height);
    // Opaque from top to bottom, so the quiet zone stays light over page content.
    page.drawRectangle({ x: zone.x, y: 0, width: zone.size, height, color: WHITE });
    page.pushOperators(...qrOperators(qrLayout(appearance.qrUrl, zone.x, zone.y, zone.size)));
    right = zone.x;
  }
  const left = 3 * scale + pad;
  const textWidth = Math.max(10, right - left);
  let top = height - pad;
  if (appearance.image) {
    const image = await embedImage(doc, appearance.image);
    const box = { width: textWidth, height: height * 0.38 };
    const fit = Math.min(box.width / image.width, box.height / image.height);
    page.drawImage(image, {
      x: left,
      y: top - image.height * fit,
      width: image.width * fit,
      height: image.height * fit,
    });
    top -= box.height + pad / 2;
  }
  const lines = textLines(appearance, scale);
  const needed = lines.reduce((sum, l) => sum + l.size * 1.3, 0);
  const shrink = Math.min(1, (top - pad) / needed);
  // Centre the text block in the space left below the image.
  top -= Math.max(0, (top - pad - needed * shrink) / 2);
  for (const line of lines) {
    const size = line.size * shrink;
    top -= size * 1.3;
    await drawLine(page, fonts, line.text, left, top + size * 0.3, {
      size,
      bold: line.bold === true,
      color: line.color,
      maxWidth: textWidth,
    });
  }
  return { doc, page };
}

/** The visual signature of spec §3: where the stamp goes and what it shows. */
export interface VisualSignatureAppearance {
  /** 1-based page number. */
  page: number;
  /** Left edge, in PDF points from the left of the page as a viewer shows it. */
  x: number;
  /** Top edge, in PDF points from the top of the page as a viewer shows it. */
  y: number;
  /** Width in points; 300 by default (§9). */
  width?: number;
  /** Height in points; 140 by default (§9). */
  height?: number;
  /** The signer's name, in any script. */
  name: string;
  /** The company line (`optionalLine` in §3). */
  optionalLine?: string;
  location?: string;
  /** Shown when `displayDate` is set; a Date is formatted for `language`. */
  date?: Date | string;
  displayDate?: boolean;
  /** Claim text, e.g. the level wording ("Advanced electronic signature"). */
  displayClaim?: string;
  /** Standards line, e.g. "PAdES B-T · eIDAS". */
  displayStandards?: string;
  /** Whether to draw a QR code linking to `qrUrl`. */
  displayQr?: boolean;
  qrUrl?: string;
  /** PNG or JPEG bytes of a handwritten signature image. */
  image?: Uint8Array;
  /** BCP 47 tag for date formatting (e.g. "de-CH"); English by default. */
  language?: string;
}

export const DEFAULT_STAMP_WIDTH = 300;
export const DEFAULT_STAMP_HEIGHT = 140;

/** What the first bytes of an image say about it, read without decoding the pixels. */
export interface ImageHeader {
  kind: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Reads the dimensions from a PNG's IHDR chunk (PNG spec §11.2.2) or a JPEG's SOF segment
 * (ITU T.81 B.2.2), so that an image claiming 50 000 × 50 000 pixels is refused before anything
 * allocates memory for it. Undefined: neither format, or the header is cut short.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes);
  return undefined;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function readPng(bytes: Uint8Array): ImageHeader | undefined {
  // Signature (8), then the first chunk must be IHDR: length (4) "IHDR" (4) width (4) height (4).
  if (bytes.length < 24) return undefined;
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== 'IHDR') return undefined;
  const data = view(bytes);
  return { kind: 'png', width: data.getUint32(16), height: data.getUint32(20) };
}

/** Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpeg(bytes: Uint8Array): ImageHeader | undefined {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7; SOI again or EOI end the search.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return undefined;
    const length = data.getUint16(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return {
        kind: 'jpeg',
        height: data.getUint16(offset + 5),
        width: data.getUint16(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header.ts';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** SOI, an APP0 segment of 16 bytes, a DHT marker segment, then SOFn with the dimensions. */
function jpeg(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
  const frame = [
    0xff,
    sof,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dht, 0xff, 0xff, ...frame]);
}

describe('readImageHeader', () => {
  it.each([
    ['a PNG', png(400, 160), { kind: 'png', width: 400, height: 160 }],
    ['a huge PNG', png(50_000, 50_000), { kind: 'png', width: 50_000, height: 50_000 }],
    ['a baseline JPEG', jpeg(1200, 560), { kind: 'jpeg', width: 1200, height: 560 }],
    ['a progressive JPEG', jpeg(640, 480, 0xc2), { kind: 'jpeg', width: 640, height: 480 }],
  ])('reads %s', (_, bytes, expected) => {
    expect(readImageHeader(bytes)).toEqual(expected);
  });

  it.each([
    ['text', new TextEncoder().encode('not an image at all')],
    ['a GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00')],
    ['a PNG signature alone', png(1, 1).subarray(0, 12)],
    ['a PNG whose first chunk is not IHDR', png(1, 1).map((b, i) => (i === 12 ? 0x78 : b))],
    ['a JPEG without a frame', jpeg(10, 10).subarray(0, 26)],
    ['a JPEG reaching its scan before a frame', new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2])],
    ['a JPEG segment of length 0', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])],
    ['empty bytes', new Uint8Array(0)],
  ])('refuses %s', (_, bytes) => {
    expect(readImageHeader(bytes)).toBeUndefined();
  });
});

import { useEffect, useState } from 'react';
import { strokesToPng } from './pad-strokes.ts';
import type { ImageChoice } from './signature-image-input.tsx';

/** The handwriting just drawn, as base64 PNG for the draft preview (undefined: none drawn). */
export function useDrawingPng(choice: ImageChoice): string | undefined {
  const [png, setPng] = useState<string | undefined>(undefined);
  const strokes = choice.kind === 'draw' ? choice.strokes : undefined;
  useEffect(() => {
    if (!strokes || strokes.length === 0) {
      setPng(undefined);
      return;
    }
    let current = true;
    void strokesToPng(strokes)
      .then(async (blob) => (blob ? toBase64(blob) : undefined))
      .then((value) => {
        if (current) setPng(value);
      });
    return () => {
      current = false;
    };
  }, [strokes]);
  return png;
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A point of a pen stroke in the pad's own coordinates (PAD.width × PAD.height). */
export interface PadPoint {
  x: number;
  y: number;
}
export type Stroke = readonly PadPoint[];

/** The pad keeps the stamp's proportions (§9: 300 × 140) at twice its size. */
export const PAD = { width: 600, height: 280, lineWidth: 5 } as const;

/** A point of a pointer event, from the element's box to pad coordinates, kept inside the pad. */
export function toPadPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): PadPoint {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: clamp(((clientX - box.left) / (box.width || 1)) * PAD.width, PAD.width),
    y: clamp(((clientY - box.top) / (box.height || 1)) * PAD.height, PAD.height),
  };
}

/** The box around every stroke, widened by the pen and a margin; undefined for an empty pad. */
export function strokeBounds(strokes: readonly Stroke[], margin = 8) {
  const points = strokes.flat();
  if (points.length === 0) return undefined;
  const pad = PAD.lineWidth / 2 + margin;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const top = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const right = Math.min(PAD.width, Math.ceil(Math.max(...xs) + pad));
  const bottom = Math.min(PAD.height, Math.ceil(Math.max(...ys) + pad));
  return { left, top, width: right - left, height: bottom - top };
}

/** Draws strokes with round joins; a single tap leaves a dot. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  scale: number,
  offset: PadPoint = { x: 0, y: 0 },
): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = PAD.lineWidth * scale;
  context.strokeStyle = '#0b1f44';
  context.fillStyle = '#0b1f44';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    const at = (p: PadPoint) => [(p.x - offset.x) * scale, (p.y - offset.y) * scale] as const;
    if (rest.length === 0) {
      const [x, y] = at(first);
      context.beginPath();
      context.arc(x, y, (PAD.lineWidth * scale) / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(...at(first));
    for (const point of rest) context.lineTo(...at(point));
    context.stroke();
  }
}

/** The drawing as a PNG with a transparent background, cropped to the strokes. */
export function strokesToPng(strokes: readonly Stroke[]): Promise<Blob | null> {
  const bounds = strokeBounds(strokes);
  if (!bounds) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = bounds.width;
  canvas.height = bounds.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  drawStrokes(context, strokes, 1, { x: bounds.left, y: bounds.top });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * A one-page PDF drawn once by a new render thread before it takes work: lines of a standard
 * font (Helvetica, not embedded, as most generated documents use), filled and stroked shapes.
 * The thread's first real page then runs code already compiled and finds the font data loaded;
 * the first render of a fresh thread is otherwise several times slower than the next.
 */
export function primerPdf(): Uint8Array {
  const lines: string[] = [];
  for (let line = 0; line < 40; line++) {
    lines.push(
      `BT /F1 9 Tf 40 ${800 - line * 12} Td (Line ${line + 1}: the quick brown fox jumps over the lazy dog 0123456789) Tj ET`,
    );
  }
  for (let box = 0; box < 8; box++) {
    lines.push(`${(box / 8).toFixed(2)} 0.4 0.6 rg ${40 + box * 60} 40 48 48 re f`);
  }
  lines.push('0 0 0.5 RG 2 w 40 100 m 555 100 l S');
  const content = lines.join('\n');
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

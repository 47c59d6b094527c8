/**
 * A small, valid PDF built byte by byte (ISO 32000-1 §7.5: header, objects, xref with exact
 * offsets, trailer), so journeys upload a real document without fixture files. Each page is A4
 * with a heading and a few lines of text, so the page images show something to look at.
 */
export function makePdf(title: string, pageCount: number): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const kids: number[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const lines = [
      'BT /F2 22 Tf 72 760 Td',
      `(${literal(title)}) Tj ET`,
      'BT /F1 11 Tf 72 730 Td 16 TL',
      `(Page ${n} of ${pageCount}) Tj T*`,
      '(This agreement is made between the parties named below. Each party confirms) Tj T*',
      '(that it has read the terms, understood them and agrees to be bound by them.) Tj T*',
      '(Payment is due within thirty days of the invoice date.) Tj ET',
      '0.8 0.8 0.8 RG 72 700 m 523 700 l S',
    ].join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(lines)} >>\nstream\n${lines}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Contents ${stream} 0 R ` +
          `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

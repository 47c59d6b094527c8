import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../src/index.ts';
import { workDir } from './sign-test-kit.ts';

const run = promisify(execFile);

async function pdftotext(pdf: Uint8Array, name: string): Promise<string> {
  const file = join(workDir(), `${name}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

function report(text: string): Promise<Uint8Array> {
  return renderReportPdf({
    title: 'Protocol',
    language: 'en-GB',
    brand: 'Signet',
    footer: 'Signet',
    pageLabel: (page, pages) => `${page}/${pages}`,
    blocks: [{ kind: 'paragraph', text }],
  });
}

// The bundled fonts are parsed once per process and shared by every document it writes. A glyph
// that first came up as a part of another (the period inside the ellipsis) must not lose the
// character it stands for in the documents written after.
describe('documents written one after another by one process', () => {
  it('keep their text: an ellipsis first does not take the period out of a later address', async () => {
    const first = await pdftotext(await report('Signing… wait'), 'first');
    expect(first).toContain('Signing… wait');
    const later = await pdftotext(await report('Sent to sam@example.ch, done.'), 'later');
    expect(later).toContain('Sent to sam@example.ch, done.');
  });
});

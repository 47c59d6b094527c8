import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

/** RFC 6266 / RFC 5987: the quoted name is plain ASCII, the ext-value only attr-chars and %XX. */
const ATTR_CHARS = /^[A-Za-z0-9!#$&+.^_`|~%-]*$/;

describe('contentDisposition', () => {
  it.each([
    ['Q3 Bericht Zürich.pdf', 'Q3 Bericht Zurich.pdf'],
    ['Vertrag "final"; name=evil.pdf', 'Vertrag _final__ name_evil.pdf'],
    ["O'Brien (copy) *draft*!", 'O_Brien _copy_ _draft__.pdf'],
    ['line\r\nbreak\u0000', 'line  break.pdf'],
    ['合同', '__.pdf'],
    ['', 'document.pdf'],
    ['../../etc/passwd', '.._.._etc_passwd.pdf'],
  ])('keeps %j safe', (title, ascii) => {
    const header = contentDisposition('attachment', title, 'pdf');
    const [, quoted, extended] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(.*)$/.exec(
      header,
    )!;
    expect(quoted).toBe(ascii);
    expect(extended).toMatch(ATTR_CHARS);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('cuts long names between code points, never inside a surrogate pair', () => {
    const title = `${'a'.repeat(99)}😀😀 and more`;
    const header = contentDisposition('attachment', title, 'pdf');
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(`${'a'.repeat(99)}😀.pdf`);
    expect(() => contentDisposition('attachment', 'lone \ud800 surrogate', 'pdf')).not.toThrow();
  });
});

/** Parses a PDF date string `D:YYYYMMDDHHmmSSOHH'mm` (ISO 32000-1 §7.9.4); undefined if unreadable. */
export function parsePdfDate(text: string | undefined): Date | undefined {
  const match =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?/.exec(
      text?.trim() ?? '',
    );
  if (!match) return undefined;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] =
    match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om)) * 60_000;
  const time = sign === '+' ? utc - offset : sign === '-' ? utc + offset : utc;
  return Number.isNaN(time) ? undefined : new Date(time);
}

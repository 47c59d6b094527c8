/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * ! as they are, which ext-value forbids. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Characters safe in a Content-Disposition filename (RFC 6266), with the UTF-8 name alongside.
 * Names are cut by code points, never inside a surrogate pair (which encodeURIComponent rejects).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string, extension: string) {
  const base =
    Array.from(
      name
        .replace(/\.[A-Za-z0-9]{1,5}$/, '')
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\p{Cs}/gu, '\uFFFD'),
    )
      .slice(0, 100)
      .join('')
      .trim() || 'document';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 ._-]/g, '_')
      .slice(0, 100) || 'document';
  return `${kind}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeExtValue(`${base}.${extension}`)}`;
}

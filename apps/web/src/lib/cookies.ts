/** §8: when the browser refuses cookies the app sends the visitor to /cookiesblocked. */
export function cookiesEnabled(doc: Document = document): boolean {
  if (!doc.defaultView?.navigator.cookieEnabled) return false;
  const probe = 'signet-cookie-probe=1';
  doc.cookie = `${probe}; path=/; SameSite=Lax`;
  const works = doc.cookie.includes(probe);
  doc.cookie = 'signet-cookie-probe=; path=/; max-age=0; SameSite=Lax';
  return works;
}

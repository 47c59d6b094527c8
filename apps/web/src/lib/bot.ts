/**
 * §4: bots and crawlers get no error page, only a log line. Matches the user agents of search
 * engines, link previewers and monitoring crawlers; automated browsers used for testing are people.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|crawling|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|bingpreview|yandex|baiduspider|duckduckgo|ia_archiver|semrush|ahrefs|petalbot|applebot/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

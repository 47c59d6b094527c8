/**
 * The share of an upload sent, in whole percent, rounded down: "100 %" only once every byte is
 * sent (rounding 99.6 % up read as done while the bar was not full).
 */
export function uploadPercent(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction <= 0) return 0;
  return Math.min(100, Math.floor(fraction * 100));
}

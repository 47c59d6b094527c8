/** Whole seconds until a wait of `waitMs` is over, at least one: the `Retry-After` of a refusal. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

import { AppError } from '@signet/contract';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { retryAfterSeconds } from './retry-after.ts';

/** The endpoints whose answers cost real work to make: each has its own budget per account. */
export type CostlyEndpoint = 'protocol' | 'zip' | 'pageImage';

export interface ThrottleLimits {
  /** Calls per account and window, by endpoint. */
  perAccount: Record<CostlyEndpoint, number>;
  windowMs: number;
}

/**
 * Per-account budgets for the signature protocol, the ZIP download and page images (ADR 0139),
 * counted in the shared fixed-window counters (ADR 0102), so several processes share one budget.
 * Over budget the call is refused with 429 RATE_LIMITED and Retry-After, before any work is done.
 */
export class AccountThrottle {
  constructor(
    private readonly counters: RateLimitRepository,
    private readonly limits: ThrottleLimits,
  ) {}

  async admit(endpoint: CostlyEndpoint, accountId: string): Promise<void> {
    const { windowMs, perAccount } = this.limits;
    const key = `throttle:${endpoint}:${accountId}`;
    const { current, ttl } = await this.counters.hit(key, windowMs);
    if (current <= perAccount[endpoint]) return;
    const seconds = retryAfterSeconds(ttl);
    throw new AppError(
      'RATE_LIMITED',
      `Too many ${NAMES[endpoint]} requests from this account; retry in ${seconds} s`,
      { headers: { 'Retry-After': String(seconds) } },
    );
  }
}

const NAMES: Record<CostlyEndpoint, string> = {
  protocol: 'signature protocol',
  zip: 'ZIP download',
  pageImage: 'page image',
};

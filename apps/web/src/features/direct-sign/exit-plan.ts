import { type ExitUrlSettings, shouldStartExitCountdown } from '@signet/contract';

/** What the success screen does about the exit URL (§3 Exit URL settings, §4 auto redirect). */
export type ExitPlan =
  /** No exit URL, or several requests signed at once: the guest stays; a link may still leave. */
  | { kind: 'stay'; url: string | undefined }
  /** §5 "0 means immediate". */
  | { kind: 'now'; url: string }
  | { kind: 'countdown'; url: string; seconds: number };

/**
 * §4: "a countdown starts only for a single request matching the last one; at zero the user
 * leaves to the exit URL". `lastRequestId` is the request of the link the guest opened last.
 */
export function exitPlan(input: {
  exit: ExitUrlSettings;
  signedRequestIds: readonly string[];
  lastRequestId: string | undefined;
}): ExitPlan {
  const url = input.exit.exitUrl;
  const starts = shouldStartExitCountdown({
    signedRequestIds: input.signedRequestIds,
    lastRequestId: input.lastRequestId,
    exitUrl: url,
  });
  if (!starts || url === undefined) return { kind: 'stay', url };
  if (input.exit.timeout === 0) return { kind: 'now', url };
  return { kind: 'countdown', url, seconds: input.exit.timeout };
}

/** §3/§5 after a decline: to the decline URL (which defaults to the exit URL), or nowhere. */
export function declineTarget(exit: ExitUrlSettings): string | undefined {
  return exit.shouldDeclineRedirect ? exit.declineUrl : undefined;
}

/** §9: maintenance is polled every 60 s; 5 consecutive failures are reported. */
export const MAINTENANCE_POLL_MS = 60_000;
export const MAINTENANCE_FAILURES_REPORTED = 5;

/**
 * Counts consecutive failures of the poll and reports once when the fifth arrives in a row;
 * a success starts the count again.
 */
export function createFailureCounter(report: (failures: number, error: unknown) => void) {
  let failures = 0;
  return {
    success() {
      failures = 0;
    },
    failure(error: unknown) {
      failures += 1;
      if (failures === MAINTENANCE_FAILURES_REPORTED) report(failures, error);
    },
    get count() {
      return failures;
    },
  };
}

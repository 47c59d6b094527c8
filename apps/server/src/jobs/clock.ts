/** The current time; tests pass their own to step past expiry without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

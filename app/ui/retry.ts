// The retry helper of spec part 2 §7: by default no retries; otherwise each retry waits the base
// delay (300 ms) doubled per attempt, plus up to one base delay of random jitter, so that many
// browsers never retry in step.

export const RETRY_BASE_DELAY_MS = 300;

export interface RetryOptions<Result> {
  /** How many times to try again after the first attempt (default 0). */
  retries?: number;
  baseDelayMs?: number;
  /** Whether this result is worth another attempt (e.g. a network failure). */
  shouldRetry: (result: Result) => boolean;
  /** 0 ≤ x < 1; Math.random by default (tests pin it). */
  random?: () => number;
  signal?: AbortSignal;
}

/** The wait before retry number `attempt` (0 for the first retry). */
export function retryDelayMs(attempt: number, baseDelayMs: number = RETRY_BASE_DELAY_MS, random: () => number = Math.random): number {
  return baseDelayMs * 2 ** attempt + Math.floor(random() * baseDelayMs);
}

/** Runs `attempt` until its result is not to be retried, the retries are used or `signal` aborts. */
export async function withRetry<Result>(attempt: () => Promise<Result>, { retries = 0, baseDelayMs = RETRY_BASE_DELAY_MS, shouldRetry, random = Math.random, signal }: RetryOptions<Result>): Promise<Result> {
  let result = await attempt();
  for (let retry = 0; retry < retries && shouldRetry(result) && !signal?.aborted; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry, baseDelayMs, random)));
    if (signal?.aborted) break;
    result = await attempt();
  }
  return result;
}

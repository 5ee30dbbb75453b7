/**
 * When an attempt that ended without money (DECLINED, FAILED, EXPIRED) is asked about again, so that
 * an approval the bank gives late is never lost (docs/payments.md "Late approvals"). A few checks at
 * growing intervals after it ended, the last one a day later: enough to catch a citizen who finishes
 * on the bank's page after we gave up, or a sale that went through behind a timeout, without asking
 * the bank about every failed payment on every run of the job.
 */
export const recheckAfterMs = [2 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 24 * 60 * 60_000] as const;

/** The bank did not answer a check: ask again this much later (the check is not counted). */
export const recheckRetryMs = 5 * 60_000;

export function firstRecheck(endedAt: Date): Date {
  return new Date(endedAt.getTime() + recheckAfterMs[0]);
}

/** The next scheduled check after `now`, or null when the last one has been made. Missed checks (server down) are not made up one by one. */
export function nextRecheck(endedAt: Date, now: Date): Date | null {
  const next = recheckAfterMs.map((after) => endedAt.getTime() + after).find((at) => at > now.getTime());
  return next === undefined ? null : new Date(next);
}

/**
 * Runs `work` once the browser has nothing more urgent to do (where it cannot tell, after the current
 * task), and at the latest after `timeout` ms. Returns the cancel, for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

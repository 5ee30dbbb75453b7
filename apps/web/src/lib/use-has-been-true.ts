import { useState } from 'react';

/**
 * True from the first render in which `condition` is, for good: what is loaded on first use (a dialog,
 * the phone's drawer) stays rendered afterwards, so its closing transition plays and it opens at once
 * the next time.
 */
export function useHasBeenTrue(condition: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(condition);
  // Updating state while rendering (React's "storing information from previous renders"): no extra commit.
  if (condition && !hasBeen) setHasBeen(true);
  return hasBeen || condition;
}

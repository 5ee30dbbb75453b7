/**
 * A value made the first time it is read, then kept: for what is costly to make and may never be
 * needed, or not before a page has hydrated. Every Intl object is made this way: the first Intl object
 * of a browser page loads its ICU data (13–16 ms of a phone's main thread), which a page that formats
 * nothing before it hydrates should not pay.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

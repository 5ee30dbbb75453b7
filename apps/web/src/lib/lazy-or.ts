import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part of the frame that is loaded on first use (the dialogs, the phone's drawer, the
 * toasts, the search, the theme menu, the compact nav's tooltips): when its code cannot be fetched (the
 * network is gone, or a new release replaced the file) `fallback` is rendered in its place, instead of
 * the page failing (the feedback providers are above the router's error boundary) or giving way to the
 * route's error screen. A screen's own lazy parts use React.lazy: their failure is the route's.
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
) {
  return lazy(() => load().catch(() => ({ default: fallback })));
}

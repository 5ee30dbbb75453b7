import type { MenuItem } from '@ebelediye/contract';
import { useDeferredValue, useMemo } from 'react';
import { useMenus } from './api/retrieve-menus';
import { filterMenu } from './filter-menu';

export interface AvailableMenu {
  items: MenuItem[];
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

/** RetrieveMenus, keeping only links whose screen `hasScreen` says exists (docs/decisions/003). */
export function useAvailableMenu(hasScreen: (path: string) => boolean): AvailableMenu {
  const { data: answer, isError, refetch } = useMenus();
  // The menu's answer arrives through TanStack Query's store, whose updates React renders in one
  // uninterrupted task; the pages it fills (the home page's services, mayor and contact, the side nav)
  // are the largest render after the first one. Deferred, React renders them in short slices in the
  // background and shows them at once when done (decision 042); until then the previous state stays.
  const data = useDeferredValue(answer);
  const items = useMemo(() => (data ? filterMenu(data.items, hasScreen) : []), [data, hasScreen]);
  const isPending = data === undefined && !isError;
  // The same object while nothing changed: the store's urgent update then re-renders no layout (AppShell).
  return useMemo(
    () => ({ items, isPending, isError, retry: () => void refetch() }),
    [items, isPending, isError, refetch],
  );
}

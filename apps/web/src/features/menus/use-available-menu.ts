import type { MenuItem } from '@ebelediye/contract';
import { useMemo } from 'react';
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
  const { data, isPending, isError, refetch } = useMenus();
  const items = useMemo(() => (data ? filterMenu(data.items, hasScreen) : []), [data, hasScreen]);
  return { items, isPending, isError, retry: () => void refetch() };
}

import Box from '@mui/material/Box';
import { Suspense, type ComponentProps } from 'react';
import { lazyOr } from '../../../lib/lazy-or';
import type { MenuSearch as LoadedMenuSearch } from './menu-search';

// The search's Autocomplete, TextField and Popper are a fifth of the layout's code: they load just after
// the first paint instead of delaying it (docs/performance-log.md). Without their code the bar goes on without the search.
const MenuSearch = lazyOr<ComponentProps<typeof LoadedMenuSearch>>(
  () => import('./menu-search').then((module) => ({ default: module.MenuSearch })),
  () => null,
);

/** MenuSearch, loaded after the page: until then an empty box of the search field's height (no layout shift). */
export function LazyMenuSearch(props: ComponentProps<typeof MenuSearch>) {
  return (
    <Suspense fallback={<Box sx={{ height: 40 }} />}>
      <MenuSearch {...props} />
    </Suspense>
  );
}

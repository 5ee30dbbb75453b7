import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentProps } from 'react';

// The search's Autocomplete, TextField and Popper are a fifth of the layout's code: they load just after
// the first paint instead of delaying it (docs/performance.md).
const MenuSearch = lazy(() => import('./menu-search').then((module) => ({ default: module.MenuSearch })));

/** MenuSearch, loaded after the page: until then an empty box of the search field's height (no layout shift). */
export function LazyMenuSearch(props: ComponentProps<typeof MenuSearch>) {
  return (
    <Suspense fallback={<Box sx={{ height: 40 }} />}>
      <MenuSearch {...props} />
    </Suspense>
  );
}

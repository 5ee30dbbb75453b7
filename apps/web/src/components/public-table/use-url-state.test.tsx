import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

function setup(path: string) {
  let url: ReturnType<typeof useUrlState<'yil' | 'no' | 'bas'>> | undefined;
  function Capture() {
    url = useUrlState<'yil' | 'no' | 'bas'>();
    return null;
  }
  const router = createMemoryRouter([{ path: '/liste', element: <Capture /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, url: () => url! };
}

describe('useUrlState', () => {
  it('keeps filters in the address and leaves empty ones out', () => {
    const { router, url } = setup('/liste?yil=2025');
    expect(url().get('yil')).toBe('2025');
    act(() => url().set({ no: 7, bas: '' }));
    expect(router.state.location.search).toBe('?yil=2025&no=7');
  });

  it('builds a change typed straight after "clear filters" on the cleared address, not the old one', () => {
    const { router, url } = setup('/liste?yil=2025&bas=2025-03-01');
    const set = url().set;
    act(() => {
      // Both in one tick, as when a person types right after clicking: no render in between.
      set({ yil: undefined, bas: undefined });
      set({ no: 1 });
    });
    expect(router.state.location.search).toBe('?no=1');
  });
});

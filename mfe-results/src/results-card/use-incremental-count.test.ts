import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, ROWS_PER_FRAME, useIncrementalCount } from './use-incremental-count';

describe('useIncrementalCount', () => {
  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useIncrementalCount(12));
    expect(result.current).toBe(12);
  });

  it('starts a long list with its first rows and grows it to every row', async () => {
    const total = FIRST_ROWS + 2 * ROWS_PER_FRAME + 5;
    const { result } = renderHook(() => useIncrementalCount(total));
    expect(result.current).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(total));
  });

  it('never renders more rows than the list has when it shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => useIncrementalCount(total), {
      initialProps: { total: 30 },
    });
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });
});

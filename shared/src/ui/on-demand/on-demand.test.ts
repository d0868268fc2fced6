import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './on-demand';

describe('useOnDemand', () => {
  it('is loading until the code has come in, then has it', async () => {
    const code = onDemand(async () => 'the code');
    const { result } = renderHook(() => useOnDemand(code));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', loaded: 'the code' }));
  });

  it('has code the page already loaded at once, without fetching it again', async () => {
    const fetch = vi.fn(async () => 'the code');
    const code = onDemand(fetch);
    await code.load();
    const { result } = renderHook(() => useOnDemand(code));
    expect(result.current).toEqual({ status: 'ready', loaded: 'the code' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps code that is itself a function (a component) as it is', async () => {
    const Component = () => null;
    const code = onDemand(async () => Component);
    const { result } = renderHook(() => useOnDemand(code));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', loaded: Component }));
    const { result: again } = renderHook(() => useOnDemand(code));
    expect(again.current).toEqual({ status: 'ready', loaded: Component });
  });

  it('says so when the code could not be fetched, and fetches it again on retry', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('the code');
    const code = onDemand<string>(fetch);
    const { result } = renderHook(() => useOnDemand(code));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const { current } = result;
    act(() => {
      if (current.status === 'failed') current.retry();
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', loaded: 'the code' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

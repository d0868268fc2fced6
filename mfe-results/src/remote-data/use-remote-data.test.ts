import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteData } from './use-remote-data';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('useRemoteData', () => {
  it('is loading, then ready with the data', async () => {
    const answer = deferred<string>();
    const load = () => answer.promise; // stable, as the hook asks
    const { result } = renderHook(() => useRemoteData(load));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve('modules'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'modules' });
  });

  it('never shows the answer of a load that has been replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loadFirst = () => first.promise;
    const loadSecond = () => second.promise;
    const { result, rerender } = renderHook(({ load }) => useRemoteData(load), {
      initialProps: { load: loadFirst },
    });
    rerender({ load: loadSecond });
    await act(async () => first.resolve('stale'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('reports a failure, logs it, and loads again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValueOnce('back');
    const { result } = renderHook(() => useRemoteData(load));
    await vi.waitFor(() => expect(result.current.status).toBe('failed'));
    expect(error).toHaveBeenCalled();
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await vi.waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_TEXTS } from '../../contracts';
import { useServerData } from './use-server-data';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('useServerData', () => {
  it('is loading, then ready with the data', async () => {
    const answer = deferred<string>();
    const load = () => answer.promise; // stable, as the hook asks
    const { result } = renderHook(() => useServerData(load));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve('modules'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'modules' });
  });

  it('never shows the answer of a load that has been replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loadFirst = () => first.promise;
    const loadSecond = () => second.promise;
    const { result, rerender } = renderHook(({ load }) => useServerData(load), {
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
    const { result } = renderHook(() => useServerData(load));
    await vi.waitFor(() => expect(result.current.status).toBe('failed'));
    expect(error).toHaveBeenCalled();
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await vi.waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why a load failed, in plain words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.reject(new Error('down'));
    const { result } = renderHook(() => useServerData(load));
    await vi.waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ reason: API_ERROR_TEXTS.unexpected });
  });

  it('keeps what the same load gave while it loads again and after it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const again = deferred<string>();
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('rows')
      .mockReturnValueOnce(again.promise)
      .mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useServerData(load));
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', previous: 'rows' });
    await act(async () => again.resolve('rows, reloaded'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'rows, reloaded' });
    act(() => result.current.retry());
    await vi.waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ previous: 'rows, reloaded' });
  });

  it('starts a new load with nothing from the one before', async () => {
    const { result, rerender } = renderHook(({ load }) => useServerData(load), {
      initialProps: { load: () => Promise.resolve('module A') },
    });
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ load: () => new Promise<string>(() => {}) });
    expect(result.current).toMatchObject({ status: 'loading', previous: undefined });
  });
});

/**
 * `start` run once, its promise kept for every later call, unless it fails: a failure (a
 * chunk that did not arrive, a network blip) is started afresh by the next call.
 */
export function keptUnlessFailed<T>(start: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (kept) return kept;
    const started = start();
    started.catch(() => {
      if (kept === started) kept = undefined;
    });
    kept = started;
    return started;
  };
}

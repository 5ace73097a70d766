/**
 * Code a screen shows only once its data is in: it loads as a chunk of its own, started beside
 * the data's fetch (never after it), and is read synchronously once there.
 */
export interface DeferredModule<M> {
  /** Starts the load (once; again after a failure) and resolves with the module. */
  load: () => Promise<M>;
  /** The module once `load` has resolved, else undefined. */
  current: () => M | undefined;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (loaded = m),
        (error: unknown) => {
          // A failed chunk load (a network blip) is tried again on the next load, e.g. Retry.
          pending = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

/** A data load that also loads the code that shows the data: it resolves when both are in. */
export function withModule<T, M>(
  module: DeferredModule<M>,
  load: (signal: AbortSignal) => Promise<T>,
): (signal: AbortSignal) => Promise<T> {
  return (signal) => Promise.all([load(signal), module.load()]).then(([data]) => data);
}

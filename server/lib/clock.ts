/** Time as epoch milliseconds. Injected so tests can move it (session idle timeout, expiries). */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

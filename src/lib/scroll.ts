/** docs/product.md §2: scroll restoration is manual; positions are kept per history entry. */
const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 100;

type Position = { x: number; y: number };

function load(): Map<string, Position> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, Position][]) : []);
  } catch {
    return new Map();
  }
}

const positions = load();

function persist(): void {
  try {
    const entries = [...positions.entries()].slice(-MAX_ENTRIES);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage may be full or disabled; restoration then works only within this page load
  }
}

export function saveScroll(key: string): void {
  positions.delete(key);
  positions.set(key, { x: window.scrollX, y: window.scrollY });
  persist();
}

export function forgetScroll(key: string): void {
  positions.delete(key);
}

/** Restores the saved position, else scrolls to the hash anchor, else to the top. */
export function restoreScroll(key: string, hash: string): void {
  const saved = positions.get(key);
  if (saved) {
    window.scrollTo(saved.x, saved.y);
    return;
  }
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw anchor
    }
    const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

export function initScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // A new visit in this tab (an address typed, a link from elsewhere) opens at the top or at its
  // anchor: its first entry has the key ('default', history's for an entry it did not make) that an
  // earlier visit's first entry had. A reload or a step back keeps its place.
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'navigate') positions.delete('default');
  window.addEventListener('pagehide', persist);
}

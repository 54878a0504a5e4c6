import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const KEY = 'freightdeck/scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** How long a restored position waits for content that loads after the page (lazy chunks, data). */
const RESTORE_WINDOW_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `top` now and, while the page is still too short to get there, again each time
 * it grows — until it arrives, the user scrolls, or the window passes. Returns a canceller.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (top === 0 || Math.abs(window.scrollY - top) < 2 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop));
  }
  observer.observe(document.body);
  USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/**
 * Scroll position restored per page (docs/product/screens.md#scroll). Back/forward returns to where
 * the page was left; a new navigation starts at the top. (The declarative router has no
 * ScrollRestoration.)
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());
  const currentKey = useRef(location.key);

  // Positions are recorded as the user scrolls: by the time a route change is committed the
  // old page's content is gone and the browser has already clamped the position to the new one.
  useEffect(() => {
    const saved = positions.current;
    const record = () => {
      saved[currentKey.current] = window.scrollY;
    };
    // Kept for a reload of the tab (history entries survive it, and so do their positions).
    const persist = () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(saved));
      } catch {
        // private mode: positions live for this tab only
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const cancelRestore = restoreScroll(navigationType === 'POP' ? positions.current[location.key] ?? 0 : 0);
    return cancelRestore;
  }, [location.key, navigationType]);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
}

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

/**
 * Spec §2: scroll position restored per page. Back/forward returns to where the page was left;
 * a new navigation starts at the top. (The declarative router has no ScrollRestoration.)
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());

  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.current;
    window.scrollTo(0, navigationType === 'POP' ? saved[key] ?? 0 : 0);
    return () => {
      saved[key] = window.scrollY;
      try {
        sessionStorage.setItem(KEY, JSON.stringify(saved));
      } catch {
        // private mode: positions live for this tab only
      }
    };
  }, [location.key, navigationType]);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
}

import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { TableBase } from './details.styles';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/**
 * A table of the details page that scrolls sideways inside its card when it is wider than the
 * card (a phone), so the page itself stays as wide as the screen. Only then is the frame a tab
 * stop, so the keyboard can scroll it too (WCAG 2.1.1; axe: scrollable-region-focusable), as the
 * ui kit's Table does (packages/ui/src/table/table.tsx).
 */
export function Table({ 'aria-label': label, ...props }: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [sideways, setSideways] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setSideways(el.scrollWidth > el.clientWidth);
    check();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    window.addEventListener('resize', check);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', check);
    };
  }, []);
  return (
    <Scroll ref={ref} {...(sideways ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <TableBase aria-label={label} {...props} />
    </Scroll>
  );
}

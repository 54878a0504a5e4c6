import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';

/** The control appears once the page is scrolled 200 px (docs/product/screens.md#scroll). */
export const SCROLL_TO_TOP_AT = 200;

/** The control's size; the page keeps this much free below its end (SCROLL_TO_TOP_CLEARANCE). */
const SIZE = 44;

/**
 * Space the main area keeps below its last element, so that the floating control never covers
 * what ends a page (a wizard's Next, a form's Save) once it is scrolled to the bottom.
 */
export const SCROLL_TO_TOP_CLEARANCE = (spacing: (n: number) => string) => `calc(${spacing(3)} + ${SIZE}px + ${spacing(2)})`;

const Control = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.spacing(3)};
  bottom: ${({ theme }) => theme.spacing(3)};
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  cursor: pointer;
  & svg { transform: rotate(180deg); }
`;

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY >= SCROLL_TO_TOP_AT);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Control type="button" aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="chevron" />
    </Control>
  );
}

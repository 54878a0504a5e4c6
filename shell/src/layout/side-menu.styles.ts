import styled from 'styled-components';
import { NavLink } from 'react-router-dom';

/**
 * The menu's column: as tall as the page however long it is (its background runs to the bottom),
 * while its contents (`NavInner`) stay in view as the page scrolls.
 */
export const Nav = styled.nav`
  grid-row: 1 / span 2;
  align-self: stretch;
  min-height: 100vh;
  width: ${({ theme }) => theme.layout.menuCollapsed};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.navyText};
  z-index: ${({ theme }) => theme.zIndex.menu};
  transition: width ${({ theme }) => theme.transitions.fast};
  &[data-expanded='true'] { width: ${({ theme }) => theme.layout.menuExpanded}; }
`;

export const NavInner = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
`;

export const Brand = styled.a`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => theme.spacing(0, 2.5)};
  color: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  flex: 1;
`;

export const Item = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &[data-collapsed='false'] { white-space: normal; }
  & > svg { flex: none; }
  &:hover { background: ${({ theme }) => theme.colors.navyLight}; color: ${({ theme }) => theme.colors.surface}; }
  &.active { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.surface}; }
`;

/**
 * An expanded item's label: never cut short ("Sustainability Re…"); a label longer than the menu
 * is wide wraps onto a second line beside its icon (docs/product/screens.md#menu).
 */
export const Label = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  flex: none;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.spacing(0.75)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &[data-collapsed='true'] {
    position: absolute;
    top: 4px;
    right: 4px;
    padding: 0 4px;
    font-size: 8px;
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.spacing(1)};
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.navyLight}; }
`;

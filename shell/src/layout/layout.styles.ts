import styled from 'styled-components';
import { SCROLL_TO_TOP_CLEARANCE } from './scroll-to-top';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: ${({ theme }) => theme.layout.headerHeight} 1fr;
  min-height: 100vh;
`;

export const Main = styled.main`
  position: relative;
  grid-column: 2;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  padding-bottom: ${({ theme }) => SCROLL_TO_TOP_CLEARANCE(theme.spacing)};
  /* A phone keeps its width for the page: half the margins. */
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.spacing(2)};
    padding-bottom: ${({ theme }) => SCROLL_TO_TOP_CLEARANCE(theme.spacing)};
  }
`;

import styled from 'styled-components';
import { Link as RouterLink } from 'react-router-dom';

/** Rows shown at most; the rest are one "See all" away. */
export const ATTENTION_ROWS = 5;
export const ROW_HEIGHT = 56;
export const FOOTER_HEIGHT = 40;
/** The body's fixed height: the same loading, empty, failed or full, so nothing below it moves. */
export const ATTENTION_BODY_HEIGHT = ATTENTION_ROWS * ROW_HEIGHT + FOOTER_HEIGHT;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  height: ${ATTENTION_BODY_HEIGHT}px;
  min-width: 0;
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  min-height: 0;
`;

export const Row = styled.li`
  height: ${ROW_HEIGHT}px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const RowLink = styled(RouterLink)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: auto auto;
  column-gap: ${({ theme }) => theme.spacing(1.5)};
  align-content: center;
  height: 100%;
  padding: ${({ theme }) => theme.spacing(0, 1)};
  margin: ${({ theme }) => theme.spacing(0, -1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &:hover > span:first-child { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const oneLine = `
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const RowTitle = styled.span`
  ${oneLine}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
`;

export const RowDetail = styled.span`
  ${oneLine}
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowAside = styled.span`
  grid-column: 2;
  grid-row: 1;
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-tone='danger'] { color: ${({ theme }) => theme.colors.danger}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const SkeletonRow = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 6px;
  height: ${ROW_HEIGHT}px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  height: ${FOOTER_HEIGHT}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FooterLink = styled(RouterLink)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The empty and failed states, centred in the same height as the rows. */
export const Notice = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  & p { margin: 0; max-width: 36ch; }
`;

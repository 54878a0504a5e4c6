import styled from 'styled-components';
import { buttonCss, Link } from '@freightdeck/ui';

export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: 140px minmax(200px, 1fr) minmax(200px, 1fr) 150px 150px auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  @media (max-width: 1100px) { grid-template-columns: 1fr 1fr; }
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Recent = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  li {
    display: inline-flex;
    align-items: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button { border: 0; background: none; cursor: pointer; padding: ${({ theme }) => theme.spacing(0.5, 1.5)}; color: ${({ theme }) => theme.colors.text}; font: inherit; }
  button + button { padding-left: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const WeekStrip = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(3, 0, 2)};
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.spacing(1, 2)};
    cursor: pointer;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button[aria-current='true'] { border-color: ${({ theme }) => theme.colors.accent}; background: ${({ theme }) => theme.colors.accentSoft}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

export const OptionList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const OptionCard = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.spacing(2)};
  display: grid;
  grid-template-columns: minmax(220px, 1.2fr) minmax(260px, 2fr) minmax(160px, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  @media (max-width: 1100px) { grid-template-columns: 1fr; }
`;

export const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  sup { color: ${({ theme }) => theme.colors.danger}; font-weight: ${({ theme }) => theme.fontWeights.bold}; margin-left: 2px; }
`;

export const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Legs = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 0, 0, 2)};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li { margin: ${({ theme }) => theme.spacing(0.5, 0)}; }
`;

/** Book and Quote: links that look like buttons (they open another page). */
export const ActionLink = styled(Link)`
  ${buttonCss}
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

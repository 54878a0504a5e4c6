import styled from 'styled-components';

/**
 * A titled group of the application form (Company, Administrator). A fieldset is as wide as its
 * widest content by default (min-inline-size: min-content): on a phone it would push the page wider.
 */
export const Group = styled.fieldset`
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > legend { padding: ${({ theme }) => theme.spacing(0, 0.5)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

/** Fields side by side, wrapping on narrow screens. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(1.5, 2)};
  align-items: start;
`;

/** The calling code beside the number; above it on a phone. */
export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); }
  gap: ${({ theme }) => theme.spacing(1, 2)};
  align-items: start;
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Staff's personal note from the link. */
export const Note = styled.blockquote`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  white-space: pre-line;
`;

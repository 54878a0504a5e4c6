import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
  max-width: 1080px;
`;

export const Card = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.navy};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Saved = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  & > div { flex: 1; min-width: 0; }
`;

export const BigAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

export const QrBox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & img { flex: none; width: 160px; height: 160px; background: #fff; }
  & code { font-family: ${({ theme }) => theme.fonts.mono}; overflow-wrap: anywhere; }
`;

/** A checkbox's label while its state loads: the text in place, a skeleton where the box will be. */
export const ChoiceSkeleton = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  & > [data-shape] { display: inline-block; margin: 0 4px 0 3px; vertical-align: -2px; }
`;

/** The two-factor form's place while the settings load (two-factor-card.tsx): its lines and gaps. */
export const FormSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  & > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.spacing(1)}; }
  & > div > :first-child { margin-bottom: ${({ theme }) => theme.spacing(1)}; }
  & small { display: block; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  & > :last-child { align-self: flex-end; margin-top: ${({ theme }) => theme.spacing(1)}; }
`;

/**
 * A skeleton's second line that shows only in a narrow card (a phone), where the value it stands
 * for wraps: the name, the e-mail, the hints.
 */
export const NarrowOnly = styled.span`
  display: none;
  @container (max-width: 340px) { display: block; }
`;

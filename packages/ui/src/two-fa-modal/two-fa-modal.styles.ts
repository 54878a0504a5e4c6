import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Box = styled.input`
  width: 44px;
  height: 52px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { border-color: ${({ theme }) => theme.colors.accent}; outline: none; box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accentSoft}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.background}; }
`;

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const InlineError = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(3)};
  &[data-single='true'] { justify-content: flex-end; }
`;

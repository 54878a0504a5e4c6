import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@freightdeck/ui';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

/** A done action's confirmation, announced politely and dismissed by the user. */
export function SuccessNotice({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <Box role="status">
      <span>{children}</span>
      <Button variant="link" onClick={onDismiss}>Dismiss</Button>
    </Box>
  );
}

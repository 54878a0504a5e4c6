import { type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin: 24px;
  padding: 16px 24px;
  border: 2px dashed #b45309;
  border-radius: 8px;
  background: #fffbeb;
  color: #451a03;
  font-family: system-ui, sans-serif;
`;

/** The dev shell's stand-in for a redirect the real shell would make. */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box role="status" aria-label={title}>
      <strong>{title}</strong>
      {children && <p>{children}</p>}
    </Box>
  );
}

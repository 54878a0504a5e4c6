import styled from 'styled-components';

// Development tool styling: plain values, kept apart from the product's theme.
export const PanelBox = styled.aside`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 10000;
  width: 320px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 12px 16px;
  border-radius: 8px;
  background: #111827;
  color: #f9fafb;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.3);
  font: 13px/1.4 system-ui, sans-serif;

  h2 { margin: 0; font-size: 14px; }
  fieldset { border: 1px solid #374151; border-radius: 6px; margin: 8px 0; padding: 8px; }
  legend { padding: 0 4px; color: #d1d5db; }
  label { display: block; margin: 2px 0; }
  select, input[type='email'], input[type='password'] { width: 100%; box-sizing: border-box; margin: 2px 0 6px; }
  button { cursor: pointer; }
  ul { margin: 4px 0; padding-left: 18px; columns: 2; }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export const Permissions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  max-height: 200px;
  overflow: auto;
  font-family: ui-monospace, monospace;
  font-size: 12px;
`;

import styled from 'styled-components';

export const Parties = styled.span`
  display: block;
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;

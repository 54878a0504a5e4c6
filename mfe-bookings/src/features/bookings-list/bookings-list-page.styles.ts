import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { buttonCss } from '@freightdeck/ui';

export const ListToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

/** Navigation that looks like a button (New booking, Drafts): a link to screen readers and to the browser (open in a new tab). */
export const ButtonLink = styled(RouterLink)`
  ${buttonCss}
`;

import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { buttonCss } from '@freightdeck/ui';

/** Navigation that looks like a button (Create organization): still a link to the browser and to screen readers. */
export const ButtonLink = styled(RouterLink)`
  ${buttonCss}
`;

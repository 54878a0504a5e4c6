import styled from 'styled-components';
import { Input } from '../text-field/text-field.styles';

// The text field's box (border, focus ring, invalid and disabled looks), as a select.
export const StyledSelect = styled(Input).attrs({ as: 'select' })`
  cursor: pointer;
`;

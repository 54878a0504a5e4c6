import styled from 'styled-components';
import { CallingCodePicker, TextField } from '@freightdeck/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) 2fr;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: start;
`;

export interface PhoneFieldsProps {
  country: string;
  number: string;
  onCountry: (country: string) => void;
  onNumber: (number: string) => void;
  error?: string;
}

/** A phone in two parts: the calling code picked by country, and the number without it. */
export function PhoneFields({ country, number, onCountry, onNumber, error }: PhoneFieldsProps) {
  return (
    <Row>
      <CallingCodePicker label="Calling code" value={country || null} onChange={(code) => onCountry(code ?? '')} />
      <TextField label="Phone number" type="tel" autoComplete="tel-national" maxLength={20} value={number} error={error} onChange={(e) => onNumber(e.target.value)} />
    </Row>
  );
}

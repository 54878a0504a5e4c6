import { screen } from '@testing-library/react';
import { theme } from '../theme';
import { renderUi } from '../testing/render';
import { Col, Row } from './grid';

it('lays cells on the 24-column grid with their spans', () => {
  renderUi(
    <Row aria-label="Shipment">
      <Col span={16} spanSmall={24}>Route</Col>
      <Col span={8}>Cargo</Col>
    </Row>,
  );
  expect(theme.grid.columns).toBe(24);
  expect(screen.getByText('Route').style.getPropertyValue('--span')).toBe('16');
  expect(screen.getByText('Route').style.getPropertyValue('--span-small')).toBe('24');
  expect(screen.getByText('Cargo').style.getPropertyValue('--span')).toBe('8');
});

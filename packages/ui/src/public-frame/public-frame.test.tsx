import { screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { PublicFrame } from './public-frame';

it('is a main landmark named by its heading, with the logo, the aside and the content', async () => {
  const { container } = renderUi(
    <PublicFrame remote="bookings" title="Booking FD-1001" aside={<span>Delivered</span>}><p>Thank you.</p></PublicFrame>,
  );
  const main = screen.getByRole('main', { name: 'Booking FD-1001' });
  expect(screen.getByRole('heading', { level: 1, name: 'Booking FD-1001' })).toBeInTheDocument();
  expect(main).toHaveTextContent('Delivered');
  expect(main).toHaveTextContent('Thank you.');
  expect(container.querySelector('[data-remote="bookings"]')).toContainElement(main);
  expect(await axeViolations()).toEqual([]);
});

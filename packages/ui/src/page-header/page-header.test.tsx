import { screen } from '@testing-library/react';
import { Button } from '../button';
import { renderUi } from '../testing/render';
import { PageHeader } from './page-header';

it('renders the page heading with its actions', () => {
  renderUi(<PageHeader title="Bookings"><Button>New booking</Button></PageHeader>);
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New booking' })).toBeInTheDocument();
});

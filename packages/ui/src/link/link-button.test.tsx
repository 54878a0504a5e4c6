import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Button } from '../button';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { LinkButton } from './link-button';

it('is a link in the look of a button beside real buttons, and navigates inside the portal', async () => {
  renderUi(
    <Routes>
      <Route
        path="/"
        element={(
          <>
            <Button>Confirm</Button>
            <LinkButton to="/bookings/print/FD-1" target="_blank">Print</LinkButton>
            <LinkButton to="/bookings/FD-1/export" variant="primary">Export</LinkButton>
          </>
        )}
      />
      <Route path="/bookings/FD-1/export" element={<h1>Export page</h1>} />
    </Routes>,
  );
  const print = screen.getByRole('link', { name: 'Print' });
  expect(print).toHaveAttribute('href', '/bookings/print/FD-1');
  expect(print).toHaveAttribute('target', '_blank');
  expect(print).toHaveAttribute('data-variant', 'secondary');
  // One class of rules for buttons and link-buttons: the same box, font and variants.
  const button = screen.getByRole('button', { name: 'Confirm' });
  for (const property of ['display', 'min-height', 'border-radius', 'font-weight', 'padding']) {
    expect(getComputedStyle(print).getPropertyValue(property)).toBe(getComputedStyle(button).getPropertyValue(property));
  }
  expect(await axeViolations()).toEqual([]);
  await userEvent.click(screen.getByRole('link', { name: 'Export' }));
  expect(screen.getByRole('heading', { name: 'Export page' })).toBeInTheDocument();
});

it('opens an absolute URL in a new tab, and renders nothing without a target', () => {
  const { container } = renderUi(
    <>
      <LinkButton href="https://carrier.example/track">Carrier site</LinkButton>
      <LinkButton href="javascript:alert(1)">Never</LinkButton>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Carrier site' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(container).not.toHaveTextContent('Never');
});

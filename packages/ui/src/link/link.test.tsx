import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { isAbsoluteUrl, Link } from './link';

describe('Link', () => {
  it('navigates inside the portal with a target', async () => {
    renderUi(
      <Routes>
        <Route path="/" element={<Link to="/bookings/1">Booking 1</Link>} />
        <Route path="/bookings/1" element={<h1>Booking page</h1>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Booking 1' }));
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  });

  it('opens an absolute web URL in a new tab without giving it the opener', async () => {
    renderUi(<Link href="https://carrier.example/track">Carrier site</Link>);
    const link = screen.getByRole('link', { name: 'Carrier site' });
    expect(link).toHaveAttribute('href', 'https://carrier.example/track');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['neither target nor URL', {}],
    ['an empty URL', { href: '' }],
    ['a relative URL', { href: 'carrier.example/track' }],
    ['a script URL', { href: 'javascript:alert(1)' }],
    ['null values', { to: null, href: null }],
  ])('renders nothing for %s', (_case, props) => {
    const { container } = renderUi(<Link {...props}>Nowhere</Link>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });

  it('accepts mailto and tel, refuses others', () => {
    expect(isAbsoluteUrl('mailto:ops@freightdeck.test')).toBe(true);
    expect(isAbsoluteUrl('tel:+4512345678')).toBe(true);
    expect(isAbsoluteUrl('ftp://files.example')).toBe(false);
  });
});

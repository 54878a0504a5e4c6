import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@freightdeck/ui';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

it('appears at scrolled height 200 and scrolls to the top', async () => {
  const scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
  render(<UiProvider><ScrollToTop /></UiProvider>);
  act(() => scrollTo(199));
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  act(() => scrollTo(200));
  await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
  expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

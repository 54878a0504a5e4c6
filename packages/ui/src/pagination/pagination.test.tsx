import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { pageItems } from './page-items';
import { Pagination } from './pagination';

it('shows the range and total, marks the current page and moves between pages', async () => {
  const onPageChange = jest.fn();
  renderUi(<Pagination page={2} pageSize={20} total={134} onPageChange={onPageChange} itemLabel="bookings" />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(nav).toHaveTextContent('21–40 of 134 bookings');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPageChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange).toHaveBeenLastCalledWith(1);
  await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
  expect(onPageChange).toHaveBeenLastCalledWith(7);
  expect(await axeViolations()).toEqual([]);
});

it('disables Previous on the first page and Next on the last', () => {
  renderUi(<Pagination page={1} pageSize={20} total={15} onPageChange={jest.fn()} />);
  expect(screen.getByRole('navigation')).toHaveTextContent('1–15 of 15 results');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('says "at least" when the total is not exact, offers no last page and keeps Next', () => {
  renderUi(<Pagination page={500} pageSize={20} total={10000} totalExact={false} onPageChange={jest.fn()} />);
  expect(screen.getByRole('navigation')).toHaveTextContent('9,981–10,000 of at least 10,000 results');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Page 501' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Page 502' })).not.toBeInTheDocument();
});

it('says so when nothing matches', () => {
  renderUi(<Pagination page={1} pageSize={20} total={0} onPageChange={jest.fn()} itemLabel="bookings" />);
  expect(screen.getByRole('navigation')).toHaveTextContent('No bookings');
});

it('elides long runs of pages but never a single page', () => {
  expect(pageItems(1, 1, true)).toEqual([1]);
  expect(pageItems(5, 10, true)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageItems(3, 10, true)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pageItems(4, 10, false)).toEqual([1, 2, 3, 4, 5]);
});

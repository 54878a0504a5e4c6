import { act, screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { LoadingMask } from './loading-mask';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('stays hidden for loads shorter than 200 ms', () => {
  const { rerender } = renderUi(<LoadingMask loading />);
  act(() => jest.advanceTimersByTime(199));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  rerender(<LoadingMask loading={false} />);
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('appears once a load lasts 200 ms and goes when it ends', () => {
  const { rerender } = renderUi(<LoadingMask loading />);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  rerender(<LoadingMask loading={false} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

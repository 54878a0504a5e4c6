import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

afterEach(() => jest.useRealTimers());

it('is a labelled search field', async () => {
  renderUi(<SearchBox label="Search" placeholder="Name or e-mail…" value="" onSearch={jest.fn()} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveAttribute('placeholder', 'Name or e-mail…');
  expect(await axeViolations()).toEqual([]);
});

it('sends the trimmed text once, after a pause in typing', async () => {
  jest.useFakeTimers();
  const onSearch = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(<SearchBox label="Search" value="" onSearch={onSearch} />);
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' globex ');
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('globex');
});

it('waits for the given delay', async () => {
  jest.useFakeTimers();
  const onSearch = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(<SearchBox label="Find" value="" delay={1000} onSearch={onSearch} />);
  await user.type(screen.getByRole('searchbox', { name: 'Find' }), 'acme');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(onSearch).toHaveBeenCalledWith('acme');
});

it('shows the value when it changes elsewhere, without searching again', async () => {
  const onSearch = jest.fn();
  function Page() {
    const [q, setQ] = useState('acme');
    return (
      <>
        <SearchBox label="Search" value={q} onSearch={onSearch} />
        <button type="button" onClick={() => setQ('')}>Clear filters</button>
      </>
    );
  }
  renderUi(<Page />);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
  expect(onSearch).not.toHaveBeenCalled();
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { CheckboxField } from '../form';
import { SearchBox } from '../search-box';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { FilterPanel } from './filter-panel';
import { FilterRow } from './filter-panel.styles';

describe('FilterPanel', () => {
  it('is a search landmark named by its label, holding the fields, forwarding ref and className', async () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(
      <FilterPanel ref={ref} className="extra" label="Filter bookings">
        <FilterRow><SearchBox label="Search" value="" onSearch={() => undefined} /></FilterRow>
      </FilterPanel>,
    );
    const panel = screen.getByRole('search', { name: 'Filter bookings' });
    expect(panel).toContainElement(screen.getByRole('searchbox', { name: 'Search' }));
    expect(panel).toHaveClass('extra');
    expect(panel).toHaveAttribute('data-layout', 'tiles');
    expect(ref.current).toBe(panel);
    expect(await axeViolations()).toEqual([]);
  });

  it('offers "Clear filters" only while a filter is set', async () => {
    const onClear = jest.fn();
    const { rerender } = renderUi(<FilterPanel label="Filter users" layout="search-first" onClear={onClear}>fields</FilterPanel>);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<FilterPanel label="Filter users" layout="search-first" filtered onClear={onClear}>fields</FilterPanel>);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('search', { name: 'Filter users' })).toHaveAttribute('data-layout', 'search-first');
  });

  it('puts its actions beside "Clear filters"', async () => {
    const onChange = jest.fn();
    renderUi(
      <FilterPanel label="Filter bookings" filtered onClear={() => undefined} actions={<CheckboxField label="Watched only" onChange={onChange} />}>
        fields
      </FilterPanel>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Watched only' });
    const actions = screen.getByRole('button', { name: 'Clear filters' }).parentElement;
    expect(actions).toContainElement(checkbox);
    expect(actions).not.toBe(screen.getByRole('search', { name: 'Filter bookings' }));
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenCalled();
  });
});

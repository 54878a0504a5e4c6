import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../ui-provider';
import { AttentionList, type AttentionItem, type AttentionListProps, type AttentionSource } from './attention-list';

type Page = { items: AttentionItem[]; total: number };
const source = (extra: Partial<AttentionSource<Page>>): AttentionSource<Page> => ({ isLoading: false, mutate: jest.fn(), ...extra });

const renderList = (props: Partial<AttentionListProps<Page>> & { source: AttentionSource<Page> }) => render(
  <UiProvider>
    <MemoryRouter>
      <AttentionList label="Drafts to finish" empty="No drafts waiting." select={(page) => page} {...props} />
    </MemoryRouter>
  </UiProvider>,
);

const item = (n: number) => ({ id: `d${n}`, to: `/bookings/create?draft=d${n}`, title: `Draft ${n}`, detail: 'Air · step 2', aside: 'edited 2h ago' });

describe('AttentionList', () => {
  it('shows the first five, each a link, with how many in all and the way to the rest', () => {
    renderList({ source: source({ data: { items: [1, 2, 3, 4, 5, 6].map(item), total: 9 } }), more: { to: '/bookings/drafts', label: 'All drafts' } });
    const links = screen.getAllByRole('link').filter((a) => a.textContent?.startsWith('Draft'));
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/bookings/create?draft=d1');
    expect(links[0]).toHaveTextContent('Draft 1edited 2h agoAir · step 2');
    expect(screen.getByText('5 of 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All drafts' })).toHaveAttribute('href', '/bookings/drafts');
  });

  it('says what to do when empty', () => {
    renderList({ source: source({ data: { items: [], total: 0 } }), emptyAction: { label: 'Start a booking', to: '/bookings/create' } });
    expect(screen.getByText('No drafts waiting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a booking' })).toHaveAttribute('href', '/bookings/create');
  });

  it('shows a skeleton while loading and its own failure with Try again', async () => {
    const { unmount } = renderList({ source: source({ isLoading: true }) });
    expect(screen.getByRole('status', { name: 'Loading Drafts to finish' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = jest.fn();
    renderList({ source: source({ error: new Error('down'), mutate: onRetry }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Drafts to finish could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

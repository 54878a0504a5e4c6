import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { UiProvider } from '@freightdeck/ui';
import { AppErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows Oops on a rendering error and resets on back navigation', async () => {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/']}>
        <AppErrorBoundary>
          <Routes>
            <Route path="/" element={<Link to="/broken">Open broken page</Link>} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </AppErrorBoundary>
        <BackButton />
      </MemoryRouter>
    </UiProvider>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Open broken page' }));
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'history back' }));
  expect(await screen.findByRole('link', { name: 'Open broken page' })).toBeInTheDocument();
});

function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>history back</button>;
}

it('shows Oops for an uncaught error outside rendering, but only logs resize-observer noise', () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(<UiProvider><MemoryRouter><AppErrorBoundary><p>Page content</p></AppErrorBoundary></MemoryRouter></UiProvider>);
  act(() => { window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' })); });
  expect(screen.getByText('Page content')).toBeInTheDocument();
  act(() => { window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') })); });
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
});

it('keeps Oops when a push lands after the error; back resets it', async () => {
  function Nav() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => navigate('/profile')}>push profile</button>
        <button type="button" onClick={() => navigate(-1)}>history back</button>
      </>
    );
  }
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppErrorBoundary>
          <Routes>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/profile" element={<h1>Profile</h1>} />
          </Routes>
        </AppErrorBoundary>
        <Nav />
      </MemoryRouter>
    </UiProvider>,
  );
  act(() => { window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') })); });
  await userEvent.click(screen.getByRole('button', { name: 'push profile' }));
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'history back' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

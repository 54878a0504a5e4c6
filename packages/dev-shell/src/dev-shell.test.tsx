import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setCurrentUserOverride } from '@freightdeck/auth';
import { storageKeys } from '@freightdeck/contracts';
import { useErrorHandler, type PageRoutes } from '@freightdeck/ui';
import { DEV_SHELL_STORAGE_KEYS } from './settings';
import { renderInDevShell } from './testing';

function page(heading: string) {
  return async () => ({ default: () => <h1>{heading}</h1> });
}

const routes: PageRoutes = [
  { path: '/things', title: 'Things', access: 'protected', permission: { or: ['booking:own:view', 'booking:view'] }, page: page('All things') },
  { path: '/things/create', title: 'Things', access: 'protected', permission: { or: ['booking:manage'] }, page: page('New thing') },
  { path: '/things/share/:ref', title: 'Things', access: 'public', page: page('Shared thing') },
];

function FailingSave() {
  const onError = useErrorHandler();
  return <button type="button" onClick={() => onError({ code: 'DATA_LOGGER_ALREADY_EXISTS' })}>Add logger</button>;
}

const canned = {
  'GET /v1/users/self': {
    id: 'u-canned', email: 'canned@example.test', firstName: 'Cora', lastName: 'Canned', avatarUrl: null,
    permissions: ['booking:manage'], organizations: [], roles: [], twoFaEnabled: false, twoFaMethod: 'EMAIL',
  },
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear('logout');
  setCurrentUserOverride(null);
});

const panel = () => screen.getByRole('complementary', { name: 'Dev shell panel' });
const links = () => screen.getByRole('navigation', { name: 'Remote routes' });

describe('DevShell', () => {
  it('renders an allowed page with the shell title "<title> | Freightdeck"', async () => {
    renderInDevShell({ name: 'things', routes, url: '/things/create' });
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(document.title).toBe('Things | Freightdeck');
  });

  it('switching the role changes which routes are allowed', async () => {
    const user = userEvent.setup();
    renderInDevShell({ name: 'things', routes, url: '/things/create', role: 'viewer' });

    expect(await screen.findByRole('status', { name: 'Missing permission → would redirect to /dashboard' })).toHaveTextContent('booking:manage');
    expect(screen.queryByRole('heading', { name: 'New thing' })).not.toBeInTheDocument();
    expect(within(links()).getByRole('link', { name: /\/things\/create/ })).toHaveTextContent('not allowed');

    await user.selectOptions(within(panel()).getByLabelText('Signed-in user'), 'Platform administrator');
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(within(links()).getByRole('link', { name: /\/things\/create/ })).toHaveTextContent(/· allowed/);
    expect(JSON.parse(localStorage.getItem(DEV_SHELL_STORAGE_KEYS.role) ?? 'null')).toBe('platform-administrator');
  });

  it('toggling a single permission opens or closes a page', async () => {
    const user = userEvent.setup();
    renderInDevShell({ name: 'things', routes, url: '/things', role: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'All things' })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('checkbox', { name: 'booking:organization:view' }));
    expect(await screen.findByRole('status', { name: /Missing permission/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEV_SHELL_STORAGE_KEYS.permissions) ?? '[]')).not.toContain('booking:organization:view');

    await user.click(within(panel()).getByRole('checkbox', { name: 'booking:view' }));
    expect(await screen.findByRole('heading', { name: 'All things' })).toBeInTheDocument();
  });

  it('opens public pages without any user', async () => {
    renderInDevShell({ name: 'things', routes, url: '/things/share/FD-1', role: 'signed-in' });
    expect(await screen.findByRole('heading', { name: 'Shared thing' })).toBeInTheDocument();
  });

  it('says it would redirect to /login on a protected page without a user', async () => {
    renderInDevShell({ name: 'things', routes, url: '/things', role: 'signed-in' });
    expect(await screen.findByRole('status', { name: 'Not signed in → would redirect to /login' })).toBeInTheDocument();
  });

  it('signs in against the canned responses and uses the canned GET /v1/users/self', async () => {
    const user = userEvent.setup();
    renderInDevShell({ name: 'things', routes, url: '/things/create', role: 'signed-in', source: 'canned', canned });
    await screen.findByRole('status', { name: /would redirect to \/login/ });
    expect(within(panel()).getByText(/Nobody is signed in/)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
    expect(within(panel()).getByText('Cora Canned (canned@example.test): booking:manage')).toBeInTheDocument();
    await act(async () => {
      sessionStore.clear('logout');
    });
  });

  it('shows a remote page’s failures in the shell’s error modal', async () => {
    const user = userEvent.setup();
    const withAction: PageRoutes = [{ path: '/loggers', title: 'Loggers', access: 'public', page: async () => ({ default: FailingSave }) }];
    renderInDevShell({ name: 'things', routes: withAction, url: '/loggers' });
    await user.click(await screen.findByRole('button', { name: 'Add logger' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This data logger already added');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('loads the canned reference data from the panel, and forgets it when the API source changes', async () => {
    const user = userEvent.setup();
    renderInDevShell({ name: 'things', routes, url: '/things', source: 'canned' });
    const status = () => within(panel()).getByRole('status', { name: 'Reference data status' });
    expect(status()).toHaveTextContent('Not loaded yet: the first picker loads it from the canned subset.');

    await user.click(within(panel()).getByRole('button', { name: 'Load now' }));
    await waitFor(() => expect(status()).toHaveTextContent('Loaded from the canned subset:'));
    expect(status()).toHaveTextContent(/\d+ airports/);
    expect(status()).toHaveTextContent('249 countries');
    expect(localStorage.getItem(storageKeys.references('hash'))).not.toBeNull();

    await user.click(within(panel()).getByLabelText('Real API (/v1 through the dev server)'));
    expect(status()).toHaveTextContent('Not loaded yet: the first picker loads it from the API.');
    expect(localStorage.getItem(storageKeys.references('hash'))).toBeNull();
  });
});

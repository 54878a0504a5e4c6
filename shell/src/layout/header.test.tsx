import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@freightdeck/auth';
import { fakeApi, refusal, tokenPair } from '../testing/fake-api';
import { noRemotes, resetShellBetweenTests } from '../testing/reset-shell';
import { renderApp, signIn, testUser } from '../testing/render-app';

resetShellBetweenTests();

describe('header user menu', () => {
  it('shows the full name and a placeholder icon; Profile and Logout, no Stop Impersonate', async () => {
    signIn();
    fakeApi({});
    renderApp('/dashboard', noRemotes());
    const trigger = await screen.findByRole('button', { name: 'Ann Lee' });
    expect(screen.queryByText('IMPERSONATED')).not.toBeInTheDocument();
    expect(trigger.querySelector('img')).toBeNull();
    expect(trigger.querySelector('svg')).not.toBeNull();
    await userEvent.click(trigger);
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent?.trim());
    expect(items).toEqual(['Profile', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('while impersonating shows IMPERSONATED and Stop Impersonate, which swaps back through /switch-user', async () => {
    signIn(testUser({ impersonatedById: 'staff-1', avatarUrl: 'https://cdn.example/ann.png' }));
    const staffTokens = tokenPair({ sub: 'staff-1' }, 'r-staff');
    const api = fakeApi({ 'POST /v1/auth/unimpersonate': { body: staffTokens } });
    renderApp('/dashboard', noRemotes());
    expect(await screen.findByText('IMPERSONATED')).toBeInTheDocument();
    expect(document.querySelector('header img')).toHaveAttribute('src', 'https://cdn.example/ann.png');
    await userEvent.click(screen.getByRole('button', { name: 'Ann Lee' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Stop Impersonate' }));
    // Home (a lazy page with its attention widgets) may take a moment on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.find('POST /v1/auth/unimpersonate')[0]?.body).toEqual({ refreshToken: 'r1' });
    expect(sessionStore.get()?.refreshToken).toBe('r-staff');
  });
});

describe('/switch-user', () => {
  it('IMPERSONATE shows "Switching user...", swaps the session for the chosen user, then goes to /', async () => {
    signIn();
    let answer: (v: unknown) => void = () => {};
    const pending = new Promise((r) => { answer = r; });
    const carl = tokenPair({ sub: 'carl', impersonatedById: 'u1' }, 'r-carl');
    const api = fakeApi({});
    const { configureAuth } = await import('@freightdeck/auth');
    configureAuth({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        api.calls.push({ method: String(init.method), path: String(input), headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
        await pending;
        return new Response(JSON.stringify(carl), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    renderApp('/switch-user?action=IMPERSONATE&userId=carl', noRemotes());
    expect(await screen.findByText('Switching user...')).toBeInTheDocument();
    await act(async () => answer(undefined));
    // Home (a lazy page with its attention widgets) may take a moment on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: '/v1/auth/impersonate', body: { userId: 'carl' } });
    expect(sessionStore.get()?.refreshToken).toBe('r-carl');
  });

  it('loads the impersonated user after the swap, with the IMPERSONATED label (no cached user kept)', async () => {
    signIn(null); // the real current user, from GET /v1/users/self
    const carl = tokenPair({ sub: 'carl', impersonatedById: 'u1' }, 'r-carl');
    const self = (first: string, id: string) => ({
      id, email: `${first.toLowerCase()}@x.test`, firstName: first, lastName: 'Test', avatarUrl: null, permissions: [],
      organizations: [], roles: [], twoFaEnabled: false, twoFaMethod: 'EMAIL',
    });
    fakeApi({
      'POST /v1/auth/impersonate': { body: carl },
      'GET /v1/users/self': (call) => ({ body: call.headers.get('Authorization')?.includes(carl.accessToken) ? self('Carl', 'carl') : self('Ann', 'u1') }),
    });
    renderApp('/dashboard', noRemotes());
    expect(await screen.findByRole('button', { name: 'Ann Test' })).toBeInTheDocument();
    renderApp('/switch-user?action=IMPERSONATE&userId=carl', noRemotes());
    expect(await screen.findByRole('heading', { name: 'Welcome, Carl' })).toBeInTheDocument();
    expect(screen.getAllByText('IMPERSONATED').length).toBeGreaterThan(0);
  });

  it('a refused switch shows the error modal and keeps the session', async () => {
    signIn();
    fakeApi({ 'POST /v1/auth/impersonate': refusal(403, 'FORBIDDEN') });
    renderApp('/switch-user?action=IMPERSONATE&userId=admin', noRemotes());
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('You do not have permission to do this');
    expect(sessionStore.get()?.refreshToken).toBe('r1');
    // Home (a lazy page with its attention widgets) may take a moment on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('/switch-user and sign-in', () => {
  it('is not resumed after signing in: the user lands on /', async () => {
    const api = fakeApi({});
    renderApp('/switch-user?action=IMPERSONATE&userId=carl', noRemotes());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => signIn());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument());
    expect(api.find('POST /v1/auth/impersonate')).toHaveLength(0);
  });
});

describe('notifications and the collapsed menu', () => {
  it('the notification popover has its texts', async () => {
    signIn();
    fakeApi({});
    renderApp('/dashboard', noRemotes());
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    for (const text of ['Mark all as read', 'View All', 'No notification']) expect(panel).toHaveTextContent(text);
  });

  it('collapsed menu items show their name in a tooltip on the right', async () => {
    signIn();
    fakeApi({});
    renderApp('/dashboard', noRemotes());
    await userEvent.hover(await screen.findByRole('link', { name: 'Sustainability Report' }));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Sustainability Report (NEW)');
    expect(tip).toHaveAttribute('data-placement', 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    await userEvent.hover(screen.getByRole('link', { name: /Dashboard/ }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

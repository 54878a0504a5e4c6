import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

beforeEach(() => localStorage.clear());

async function heading(url: string, role: 'platform-administrator' | 'signed-in' = 'platform-administrator') {
  renderInDevShell({ name: 'organizations', routes, canned, url, role });
  return screen.findByRole('heading', { level: 1 });
}

describe('organizations pages', () => {
  it.each([
    ['/organizations', 'Organizations', 'Organizations'],
    ['/organizations/create', 'Create organization', 'Organizations'],
    ['/organizations/registrations', 'Organization registrations', 'Organizations'],
    ['/users', 'Users', 'Users'],
  ])('%s shows its heading inside the organizations remote marker', async (url, name, title) => {
    const h1 = await heading(url);
    expect(h1).toHaveTextContent(name);
    expect(h1.closest('[data-remote="organizations"]')).toBe(screen.getByRole('region', { name }));
    expect(document.title).toBe(`${title} | Freightdeck`);
  });

  it('/organizations/registrations is not mistaken for an organization id', async () => {
    expect(await heading('/organizations/registrations/r-9')).toHaveTextContent('Registration details');
    expect(screen.getByText('r-9')).toBeInTheDocument();
  });

  it('an organization shows the id it was opened with', async () => {
    expect(await heading('/organizations/org-3')).toHaveTextContent('Organization details');
    expect(screen.getByText('org-3')).toBeInTheDocument();
  });

  it('public /registration opens without a signed-in user', async () => {
    expect(await heading('/registration?token=abc', 'signed-in')).toHaveTextContent('Registration');
    expect(document.title).toBe('Registration | Freightdeck');
  });
});

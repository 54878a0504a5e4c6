import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Fills and sends the sign-in form the page shows (what follows is the caller's to check). */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs in through the shell's login form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Counts full page loads (a client-side navigation is not one). */
export function countDocumentLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return { count: () => loads };
}

/** Opens a menu item of the shell's left menu by its name, as a client-side navigation. */
export async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
}

/** Opens the header's user menu and chooses an item (Profile, Logout, Stop Impersonate). */
export async function chooseUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The session the shell keeps in local storage (docs/product/sessions.md#stored-session), or null. */
export async function storedSession(page: Page): Promise<{ accessToken: string; refreshToken: string; publicKey: string } | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('freightdeck/auth/tokens');
    return raw ? JSON.parse(raw) : null;
  });
}

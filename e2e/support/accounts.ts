import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';

/** A fresh account's details; usernames are unique per call so tests never collide. */
export function newAccount(prefix = 'user') {
  const id = randomBytes(4).toString('hex');
  return {
    fullName: `Test ${prefix} ${id}`,
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`,
    password: `a long passphrase ${id}`,
  };
}

/** Signs up through the real form on /auth and waits for the signed-in redirect. */
export async function signUp(page: Page, account = newAccount(), query = '') {
  await page.goto(`/auth${query}`);
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Work Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Start with Careerloom' }).click();
  await page.waitForURL('**/dashboard');
  return account;
}

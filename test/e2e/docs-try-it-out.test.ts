import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTicket, createTestUser } from '../support/fixtures';
import { stack } from '../support/api';
import { launchChromium } from '../support/chromium';
import { demo as stackDemo } from '../support/stack';

/**
 * "Try it out" on the local stack's /docs in a real browser (Debian's Chromium through
 * playwright-core): the public changelog; a profile update as a user signed in with the page's
 * local sign-in and authorized by the page's own refresh; a review decision with the admin token
 * pasted into Authorize. Bodies are typed into the page's editor, never Swagger's invented ones.
 */
const demo = stackDemo as { admin_token: string };
const WAIT = { timeout: 15_000 };

let chromium: Awaited<ReturnType<typeof launchChromium>>;
let page: Page;

beforeAll(async () => {
  chromium = await launchChromium();
  page = chromium.browser.pages()[0] ?? (await chromium.browser.newPage());
  await page.goto(`${stack.base_url}/docs`, WAIT);
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

/** Opens an operation, fills its parameters and body in the page, executes it and reads the live response. */
async function tryItOut(tagAndOperationId: string, input: { params?: Record<string, string>; body?: unknown } = {}) {
  const operation = page.locator(`#operations-${tagAndOperationId}`);
  await operation.locator('.opblock-summary').click(WAIT);
  await operation.locator('button.try-out__btn').click(WAIT);
  for (const [name, value] of Object.entries(input.params ?? {})) await operation.locator(`tr[data-param-name="${name}"] input`).fill(value, WAIT);
  if (input.body !== undefined) await operation.locator('textarea.body-param__text').fill(JSON.stringify(input.body), WAIT);
  await operation.locator('button.execute').click(WAIT);
  const response = operation.locator('.live-responses-table tbody tr.response');
  const status = await response.locator('.response-col_status').innerText(WAIT);
  const body = await response.locator('.response-col_description .highlight-code code').first().innerText(WAIT);
  return { status: Number(status.trim()), body: JSON.parse(body) };
}

describe('Try it out on /docs, in Chromium', () => {
  it('serves the page for this stack: its one server is the origin of the page', async () => {
    await page.locator('.servers select').waitFor(WAIT);
    expect(await page.locator('.servers select option').allInnerTexts()).toEqual([expect.stringContaining(stack.base_url)]);
  });

  it('runs the public changelog', async () => {
    const { status, body } = await tryItOut('Vocabularies-getTopicChangelog', { params: { limit: '1' } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toHaveLength(1);
  });

  it('signs in locally, refreshes from the page (the browser sends the Secure cookie over http://127.0.0.1), and updates the profile', async () => {
    const user = await createTestUser();
    await page.locator('#local-sign-in input[name=email]').fill(user.email, WAIT);
    await page.locator('#local-sign-in button').click(WAIT);
    await page.locator('#local-sign-in-status', { hasText: 'Signed in' }).waitFor(WAIT);
    const [cookie] = await chromium.browser.cookies(stack.base_url + '/v1/auth/refresh');
    expect(cookie).toMatchObject({ name: 'service_refresh', httpOnly: true, secure: true, sameSite: 'Strict', path: '/v1/auth' });

    const refreshed = await tryItOut('Sessions-refreshSession');
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    // The page's response interceptor put the access token into Authorize.
    await page.locator('.auth-wrapper button.authorize.locked').waitFor(WAIT);

    const updated = await tryItOut('Profile-updateMe', { body: { display_name: 'Tried from the docs', timezone: 'Europe/Paris' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: user.userId, display_name: 'Tried from the docs', timezone: 'Europe/Paris' });
  });

  it('decides a review with the admin token pasted into Authorize', async () => {
    const ticket = await createTestTicket();
    await page.locator('.auth-wrapper button.authorize').click(WAIT);
    const adminToken = page.locator('.modal-ux .auth-container', { hasText: 'adminToken' });
    await adminToken.locator('input').fill(demo.admin_token, WAIT);
    await adminToken.locator('button.authorize').click(WAIT);
    await page.locator('.modal-ux button.btn-done').first().click(WAIT);

    const decided = await tryItOut('Administration-decideReview', { params: { ticketId: ticket.ticketId }, body: { decision: 'approve' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.ticket).toMatchObject({ id: ticket.ticketId, status: 'resolved', decision: 'approve' });
  });
});

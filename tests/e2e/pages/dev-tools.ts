import { expect, type Page } from "@playwright/test";

/**
 * Calls a development tool (POST /api/dev/…, DEV_TOOLS only) as the page's session, with the CSRF
 * token of the page's session state; expects it to have created something (201) and answers its
 * JSON.
 */
export async function postDevTool<Answer>(page: Page, path: `/api/dev/${string}`, data: Record<string, unknown>): Promise<Answer> {
  const state = JSON.parse((await page.locator("#session-state").first().textContent()) ?? "{}") as { csrfToken: string };
  const response = await page.request.post(`${path}?csrfToken=${encodeURIComponent(state.csrfToken)}`, { data });
  expect(response.status(), path).toBe(201);
  return (await response.json()) as Answer;
}

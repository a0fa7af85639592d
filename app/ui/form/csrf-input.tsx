import { useCsrfToken } from "#app/ui/api-client";

/**
 * The session's CSRF token as the hidden field of a form a logged-in user posts (checked by
 * readForm in app/form.server.ts). Nothing for an anonymous visitor.
 */
export function CsrfInput() {
  const token = useCsrfToken();
  return token ? <input type="hidden" name="csrfToken" value={token} /> : null;
}

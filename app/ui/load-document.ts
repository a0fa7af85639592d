/**
 * A full page load of `url` (not a client-side navigation): used where the session changed under
 * the page (SMS code accepted, session timed out), so that header, menu and session state come
 * fresh from the server. Kept in its own module so component tests can replace it.
 */
export function loadDocument(url: string): void {
  window.location.assign(url);
}

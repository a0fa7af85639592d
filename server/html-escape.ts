// The one escaping module for the few pages the server still writes as text, all of them
// development tools standing in for outside services (test identity provider, outbox, demo
// insurer, test payment service): every interpolated value goes through here, never a local copy.
// The portal's own pages, the care team's workspace among them, are the app's (React).

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an HTML element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

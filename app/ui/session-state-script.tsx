import type { SessionState } from "#domain/session-state";

export const SESSION_STATE_ELEMENT_ID = "session-state";

/** Embeds the session state in the page as JSON, the element the spec's start-up reads. */
export function SessionStateScript({ state, nonce }: { state: SessionState; nonce?: string }) {
  // "<" is escaped so that no value can close the script element.
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return <script id={SESSION_STATE_ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

export function readSessionState(doc: Document = document): SessionState {
  const element = doc.getElementById(SESSION_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error("Session state is missing from the page");
  return JSON.parse(element.textContent) as SessionState;
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Form, Outlet, RouterProvider, createMemoryRouter, redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionDrafts } from "./use-session-drafts";
import { axeViolations } from "./test-utils";

// Drafts of free text survive the session's end and the login after it (issue 18 defect 10):
// saved in this tab's sessionStorage only, per page and field, put back when the page shows the
// field again, removed once the form has been sent and answered, kept when the answer was a
// login page, and all removed on logout. Nothing is sent anywhere before the form is.

const MESSAGE_PATH = "/en/messages/new";

/** A page with a free-text field as the messaging page has one (a controlled field). */
function MessagePage() {
  const [text, setText] = useState("");
  return (
    <main>
      <Form method="post">
        <label htmlFor="message">Message</label>
        <textarea id="message" name="message" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Send</button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit">Log out</button>
      </Form>
      <p>Typed: {text}</p>
    </main>
  );
}

const posted: Record<string, FormDataEntryValue>[] = [];

/** The drafts live in the root, as in the app (SessionExpiryWatch): they outlive every page. */
function Root() {
  useSessionDrafts();
  return <Outlet />;
}

function renderMessagePage(answer: "sent" | "expired" = "sent") {
  const heading = (text: string) => () => (
    <main>
      <h1>{text}</h1>
    </main>
  );
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Root,
        children: [
          {
            path: MESSAGE_PATH,
            Component: MessagePage,
            action: async ({ request }) => {
              const form = Object.fromEntries(await request.formData());
              posted.push(form);
              if (form.intent === "logout") return redirect("/en");
              return redirect(answer === "sent" ? "/en/messages/5" : `/en/expired-session?next=${encodeURIComponent(MESSAGE_PATH)}`);
            },
          },
          { path: "/en/messages/5", Component: heading("The conversation") },
          { id: "expiredSession.en", path: "/en/expired-session", Component: heading("Session timed out") },
          { path: "/en", Component: heading("Front page") },
        ],
      },
    ],
    { initialEntries: [MESSAGE_PATH] },
  );
  // As React Router does in the browser for the app's router.
  (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter = router;
  return render(<RouterProvider router={router} />);
}

/** The drafts module is loaded after the page runs: wait for it, as a user's first keystroke would. */
async function draftsReady() {
  await act(async () => {
    await import("./session-drafts");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const field = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
const drafts = () => Object.entries(window.sessionStorage).filter(([key]) => key.startsWith("hoiva-draft:"));

beforeEach(() => {
  window.sessionStorage.clear();
  posted.length = 0;
});
afterEach(cleanup);

describe("useSessionDrafts", () => {
  it("keeps what was typed in this tab's sessionStorage and puts it back when the page shows again", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderMessagePage();
    await draftsReady();
    fireEvent.input(field(), { target: { value: "Hei, kysyisin reseptistä" } });
    expect(drafts()).toEqual([[`hoiva-draft:${MESSAGE_PATH}|${MESSAGE_PATH}|message`, "Hei, kysyisin reseptistä"]]);
    // Nothing went to the server.
    expect(posted).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    // The session ends and the user logs in again: the page loads afresh.
    cleanup();
    const { container } = renderMessagePage();
    await waitFor(() => expect(field().value).toBe("Hei, kysyisin reseptistä"));
    // The page's own state has it too (a controlled field): it is what the form sends.
    expect(screen.getByText("Typed: Hei, kysyisin reseptistä")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps the draft when the post is answered by the timed-out page, and sends it after the login", async () => {
    renderMessagePage("expired");
    await draftsReady();
    fireEvent.input(field(), { target: { value: "Kipu jatkuu" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Session timed out" });
    expect(drafts()).toHaveLength(1);

    cleanup();
    renderMessagePage("sent");
    await waitFor(() => expect(field().value).toBe("Kipu jatkuu"));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "The conversation" });
    expect(posted.at(-1)).toEqual({ message: "Kipu jatkuu" });
    expect(drafts()).toEqual([]);
  });

  it("removes the draft once the form has been sent successfully", async () => {
    renderMessagePage("sent");
    await draftsReady();
    fireEvent.input(field(), { target: { value: "Kiitos" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "The conversation" });
    expect(drafts()).toEqual([]);
  });

  it("removes a field's draft when it is emptied, and every draft on logout", async () => {
    renderMessagePage();
    await draftsReady();
    fireEvent.input(field(), { target: { value: "Luonnos" } });
    fireEvent.input(field(), { target: { value: "" } });
    expect(drafts()).toEqual([]);
    fireEvent.input(field(), { target: { value: "Luonnos" } });
    window.sessionStorage.setItem("hoiva-draft:/en/appointments/7|/en/appointments/7|arrivalReason", "Selkä");
    window.sessionStorage.setItem("other", "kept");
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await screen.findByRole("heading", { name: "Front page" });
    expect(drafts()).toEqual([]);
    expect(window.sessionStorage.getItem("other")).toBe("kept");
  });
});

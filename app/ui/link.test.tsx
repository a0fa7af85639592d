// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppLink, Link, ServerLink } from "./link";
import { renderUi } from "./test-utils";

afterEach(cleanup);

const historyOf = (router: ReturnType<typeof renderUi>["router"]) => ({ path: router.state.location.pathname + router.state.location.search, action: router.state.historyAction });

describe("Link", () => {
  it("renders the route table's address in the page's language, or the one asked for, with the router's discovery mark", () => {
    renderUi(
      <>
        <Link page="appointment" params={{ ids: "12" }} search={{ from: "2" }}>
          Appointment
        </Link>
        <Link page="appointments" lang="sv" hash="past">
          På svenska
        </Link>
      </>,
      { lang: "fi", path: "/fi" },
    );
    const appointment = screen.getByRole("link", { name: "Appointment" });
    expect(appointment.getAttribute("href")).toBe("/fi/ajat/12?from=2");
    expect(appointment.getAttribute("data-discover")).toBe("true");
    expect(screen.getByRole("link", { name: "På svenska" }).getAttribute("href")).toBe("/sv/tider#past");
  });

  it("is followed in the app on a plain click, adding a history entry; a link to where one is replaces it", async () => {
    const { router } = renderUi(<Link page="appointments">Appointments</Link>, { lang: "fi", path: "/fi" });
    const link = screen.getByRole("link", { name: "Appointments" });
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(historyOf(router)).toEqual({ path: "/fi/ajat", action: "PUSH" }));
    fireEvent.click(link);
    await waitFor(() => expect(historyOf(router)).toEqual({ path: "/fi/ajat", action: "REPLACE" }));
  });

  it("leaves the browser a click with a modifier key, another button or another target, and one its handler prevented", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { router } = renderUi(
      <>
        <Link page="appointments">Plain</Link>
        <Link page="appointments" target="_blank">
          New tab
        </Link>
        <Link page="appointments" onClick={onClick}>
          Handled
        </Link>
      </>,
      { lang: "fi", path: "/fi" },
    );
    const plain = screen.getByRole("link", { name: "Plain" });
    expect(fireEvent.click(plain, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(plain, { metaKey: true })).toBe(true);
    expect(fireEvent.click(plain, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "New tab" }))).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Handled" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(historyOf(router)).toEqual({ path: "/fi", action: "POP" });
  });

  it("is rendered once as the page hydrates, not again once it has mounted (issue 36 §3), and is then followed in the app", async () => {
    const phases: string[] = [];
    const { router } = renderUi(
      <Profiler id="links" onRender={(_id, phase) => phases.push(phase)}>
        <Link page="appointments">Appointments</Link>
        <Link page="invoices">Invoices</Link>
      </Profiler>,
      { lang: "fi", path: "/fi", hydrate: true },
    );
    expect(phases).toEqual(["mount"]);
    expect(fireEvent.click(screen.getByRole("link", { name: "Invoices" }))).toBe(false);
    await waitFor(() => expect(historyOf(router)).toEqual({ path: "/fi/laskut", action: "PUSH" }));
  });

  it("renders on the server the same anchor as in the browser, so the page hydrates (decision 416)", () => {
    const links = (Anchor: typeof Link) => (
      <p>
        <Anchor page="appointment" params={{ ids: "12" }} search={{ from: "2" }} className="card-link" aria-current="page">
          Appointment
        </Anchor>
        <Anchor page="appointments" lang="sv" hash="past" target="_blank" preventScrollReset onClick={() => undefined}>
          På svenska
        </Anchor>
      </p>
    );
    const inApp = renderUi(links(AppLink), { lang: "fi", path: "/fi" }).container.innerHTML;
    cleanup();
    const onServer = renderUi(links(ServerLink), { lang: "fi", path: "/fi" }).container.innerHTML;
    expect(onServer).toBe(inApp);
    expect(onServer).toContain('href="/fi/ajat/12?from=2"');
    expect(onServer).toContain('href="/sv/tider#past"');
    expect(onServer).not.toContain("preventscrollreset");
  });
});

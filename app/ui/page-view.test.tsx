// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pathPattern, routeId } from "#domain/routes/route-table";
import { PageViewTracker } from "./page-view";

afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        element: (
          <>
            <PageViewTracker />
            <Outlet />
          </>
        ),
        children: [
          { id: routeId("appointments", "fi"), path: pathPattern("appointments", "fi"), element: null },
          { id: routeId("appointment", "fi"), path: pathPattern("appointment", "fi"), element: null },
          { id: routeId("anonymousAppointment", "en"), path: pathPattern("anonymousAppointment", "en"), element: null },
          { id: "not-found", path: "*", element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === "pageView");

describe("pageView", () => {
  it("is pushed once on the first load and once for each navigation, naming the page and language but not the address", async () => {
    const router = renderAt("/fi/ajat");
    expect(pageViews()).toEqual([{ event: "pageView", page: "appointments", lang: "fi" }]);
    await act(() => router.navigate("/fi/ajat/123"));
    await act(() => router.navigate("/en/appointment/c2VjcmV0LXRva2Vu"));
    await act(() => router.navigate("/fi/nowhere"));
    // The same address again is a new location, and a new page view.
    await act(() => router.navigate("/fi/nowhere"));
    expect(pageViews()).toEqual([
      { event: "pageView", page: "appointments", lang: "fi" },
      { event: "pageView", page: "appointment", lang: "fi" },
      { event: "pageView", page: "anonymousAppointment", lang: "en" },
      { event: "pageView", page: "notFound", lang: "fi" },
      { event: "pageView", page: "notFound", lang: "fi" },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain("123");
    expect(JSON.stringify(window.dataLayer)).not.toContain("c2VjcmV0");
  });

  it("is not pushed again when the page re-renders at the same location", async () => {
    const router = renderAt("/fi/ajat");
    await act(() => router.revalidate());
    expect(pageViews()).toHaveLength(1);
  });
});

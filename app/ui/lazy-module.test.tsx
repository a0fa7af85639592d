// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { lazyComponent, lazyModule, lazyModulesLoaded, useLazyModule } from "./lazy-module";

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("lazyModule", () => {
  it("starts importing at once and renders the module when it is there", async () => {
    const importing = deferred<{ answer: number }>();
    let started = 0;
    const lazy = lazyModule(() => {
      started += 1;
      return importing.promise;
    });
    expect(started).toBe(1);
    const { result } = renderHook(() => useLazyModule(lazy));
    expect(result.current).toBeNull();
    await act(async () => importing.resolve({ answer: 42 }));
    expect(result.current).toEqual({ answer: 42 });
  });

  it("renders nothing on the server, so hydration matches", async () => {
    const lazy = lazyModule(async () => ({ answer: 42 }));
    await lazyModulesLoaded();
    expect(lazy.current()).toEqual({ answer: 42 });
    function Probe() {
      return <p>{useLazyModule(lazy) === null ? "none" : "module"}</p>;
    }
    expect(renderToString(<Probe />)).toBe("<p>none</p>");
  });

  it("answers for the lazy module it is given now, not one given before", async () => {
    const first = deferred<{ answer: number }>();
    const second = deferred<{ answer: number }>();
    const lazyFirst = lazyModule(() => first.promise);
    const lazySecond = lazyModule(() => second.promise);
    const { result, rerender } = renderHook(({ lazy }) => useLazyModule(lazy), { initialProps: { lazy: lazyFirst } });
    await act(async () => first.resolve({ answer: 1 }));
    expect(result.current).toEqual({ answer: 1 });
    rerender({ lazy: lazySecond });
    expect(result.current).toBeNull();
    await act(async () => second.resolve({ answer: 2 }));
    expect(result.current).toEqual({ answer: 2 });
  });

  it("stays null when the import fails, leaving the checks to the server", async () => {
    const importing = deferred<{ answer: number }>();
    const lazy = lazyModule(() => importing.promise);
    const { result } = renderHook(() => useLazyModule(lazy));
    await act(async () => importing.reject(new Error("offline")));
    await lazyModulesLoaded();
    expect(result.current).toBeNull();
  });
});

describe("LazyModule.load", () => {
  it("gives the module to an event handler, and tries again after a failed import", async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { answer: 42 };
    });
    await lazyModulesLoaded();
    expect(lazy.current()).toBeNull();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(lazy.current()).toEqual({ answer: 42 });
    expect(attempts).toBe(2);
    await lazy.load();
    expect(attempts).toBe(2);
  });
});

describe("lazyComponent", () => {
  function bookedView({ time }: { time: string }) {
    return <h1>Booked for {time}</h1>;
  }

  it("imports the component when the page's module runs and renders it in the server's HTML once that has settled", async () => {
    let started = 0;
    const Booked = lazyComponent(async () => {
      started += 1;
      return bookedView;
    });
    expect(started).toBe(1);
    await lazyModulesLoaded();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Booked time="9.00" />
      </Suspense>,
    );
    expect(html).toContain("<h1>Booked for <!-- -->9.00</h1>");
    expect(html).not.toContain("loading");
    render(<Booked time="9.00" />);
    expect(screen.getByRole("heading").textContent).toBe("Booked for 9.00");
    expect(started).toBe(1);
  });

  it("suspends until its code is there", async () => {
    const importing = deferred<typeof bookedView>();
    const Booked = lazyComponent(() => importing.promise);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Booked time="9.00" />
        </Suspense>,
      );
    });
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => importing.resolve(bookedView));
    expect((await screen.findByRole("heading")).textContent).toBe("Booked for 9.00");
  });

  it("imports again when a render finds the import failed", async () => {
    let attempts = 0;
    const Booked = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return bookedView;
    });
    await lazyModulesLoaded();
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const page = (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Booked time="9.00" />
        </Suspense>
      </Boundary>
    );
    // React renders once more after an error before it gives up: that render imports again.
    await act(async () => render(page));
    expect((await screen.findByRole("heading")).textContent).toBe("Booked for 9.00");
    expect(screen.queryByText("failed")).toBeNull();
    expect(attempts).toBe(2);
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { lazyModule, lazyModulesLoaded, useLazyModule } from "./lazy-module";

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

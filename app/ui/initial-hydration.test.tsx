// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { Profiler, useDeferredValue } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { beginInitialHydration, InitialHydrationEnd, isInitialHydration } from "./initial-hydration";
import { lazyModule, lazyModulesLoaded, useLazyModule } from "./lazy-module";
import { installMatchMedia, uninstallMatchMedia } from "./test-media";
import { useHydrated } from "./use-hydrated";
import { useScreenSize } from "./use-screen-size";

const schemas = lazyModule(async () => ({ name: "schemas" }));

function Probe({ renders }: { renders: string[] }) {
  const hydrated = useHydrated();
  const size = useScreenSize();
  const module = useLazyModule(schemas);
  const text = `${hydrated ? "hydrated" : "server"} ${size} ${module?.name ?? "none"}`;
  // An urgent render gives the deferred value the last one's; a transition's gives it the new one.
  const urgent = useDeferredValue(text) !== text;
  renders.push(`${text}${isInitialHydration() ? " (while hydrating)" : ""}${urgent ? " (urgent)" : ""}`);
  return <output>{text}</output>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  uninstallMatchMedia();
});

describe("the page's first hydration", () => {
  it("renders the server's answers, then the browser's in one later render, and marks the page interactive after that (issue 36 §3)", async () => {
    installMatchMedia(390);
    await lazyModulesLoaded();
    const serverRenders: string[] = [];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe renders={serverRenders} />);
    document.body.append(container);
    expect(serverRenders).toEqual(["server large none"]);

    const renders: string[] = [];
    const phases: string[] = [];
    const recoverableErrors: unknown[] = [];
    beginInitialHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Profiler id="probe" onRender={(_id, phase) => phases.push(phase)}>
            <Probe renders={renders} />
          </Profiler>
          <InitialHydrationEnd />
        </>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });

    // Hydration matched the server's HTML, and React had nothing to correct synchronously: the
    // three hooks' browser values came together in the one transition after it (not urgent).
    expect(recoverableErrors).toEqual([]);
    expect(renders).toEqual(["server large none (while hydrating)", "hydrated small schemas"]);
    expect(phases).toEqual(["mount", "update"]);
    expect(container.textContent).toBe("hydrated small schemas");
    expect(document.documentElement.dataset.hydrated).toBe("");
  });

  it("leaves a component mounted after it to read the browser's answers at once", () => {
    installMatchMedia(390);
    const renders: string[] = [];
    const container = document.createElement("div");
    document.body.append(container);
    beginInitialHydration();
    act(() => {
      root = hydrateRoot(container, <InitialHydrationEnd />);
    });
    act(() => root!.render(<Probe renders={renders} />));
    expect(renders).toEqual(["hydrated small schemas"]);
  });
});

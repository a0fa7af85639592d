import { describe, expect, it } from "vitest";
import type { Route } from "./+types/components";
import { loader } from "./components";

// The style guide is a development tool (decision 387): without the development tools, as in
// production, the page does not exist.

function argsWith(devTools: boolean): Route.LoaderArgs {
  return { context: { services: { config: { DEV_TOOLS: devTools } } } } as unknown as Route.LoaderArgs;
}

describe("the style guide's loader", () => {
  it("answers 404 without the development tools", () => {
    let thrown: unknown;
    try {
      loader(argsWith(false));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("serves the page with the development tools", () => {
    expect(loader(argsWith(true))).toBeNull();
  });
});

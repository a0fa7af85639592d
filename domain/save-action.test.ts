import { describe, expect, it } from "vitest";
import { saveActionSearch } from "./save-action";
import { parseSaveAction } from "./save-action-inputs";

describe("save actions", () => {
  it("go to the query and back", () => {
    const action = { saveAction: "go-to-view-appointment-page", appointmentId: 12, tab: "consent" } as const;
    const search = saveActionSearch(action);
    expect(search).toEqual({ saveAction: "go-to-view-appointment-page", appointmentId: 12, tab: "consent" });
    const params = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]));
    expect(parseSaveAction(params)).toEqual(action);
  });

  it("are null when missing or malformed", () => {
    expect(parseSaveAction(new URLSearchParams(""))).toBeNull();
    expect(parseSaveAction(new URLSearchParams("saveAction=go-to-view-appointment-page&appointmentId=x"))).toBeNull();
    expect(parseSaveAction(new URLSearchParams("saveAction=launch-rockets"))).toBeNull();
    expect(parseSaveAction(new URLSearchParams("saveAction=reload-page"))).toEqual({ saveAction: "reload-page" });
  });
});

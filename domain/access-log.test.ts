import { describe, expect, it } from "vitest";
import { ACCESS_KINDS, accessActivityOf, accessKindOf, accessLogFilterOf, accessLogQuery } from "./access-log";

describe("who has viewed my data: kinds, activities and the date filter", () => {
  it("tells the trail's entities as kinds of data, unknown ones as patient data in general", () => {
    expect(accessKindOf("thread")).toBe("messages");
    expect(accessKindOf("message")).toBe("messages");
    expect(accessKindOf("prescription")).toBe("prescriptions");
    expect(accessKindOf("lab-result")).toBe("labResults");
    expect(accessKindOf("appointment")).toBe("appointments");
    expect(accessKindOf("visit")).toBe("visits");
    expect(accessKindOf("vaccination")).toBe("vaccinations");
    expect(accessKindOf("certificate")).toBe("certificates");
    expect(accessKindOf("questionnaire-invitation")).toBe("questionnaires");
    expect(accessKindOf("questionnaire-answer")).toBe("questionnaireAnswers");
    // A lookup by identity code shows the name and age.
    expect(accessKindOf("patient-lookup")).toBe("contactInfo");
    expect(accessKindOf("care-plan")).toBe("general");
    expect(accessKindOf("constructor")).toBe("general");
    expect(ACCESS_KINDS).toContain("general");
  });

  it("calls a read viewed and every other action changed", () => {
    expect(accessActivityOf("read")).toBe("viewed");
    for (const action of ["create", "update", "delete"]) expect(accessActivityOf(action)).toBe("changed");
  });

  it("takes real days as a date input sends them or as typed (D.M.YYYY), and turns a backwards range around", () => {
    expect(accessLogFilterOf(new URLSearchParams("from=2026-11-01&to=2026-11-24"))).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(accessLogFilterOf(new URLSearchParams("from=2026-11-24&to=2026-11-01"))).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(accessLogFilterOf(new URLSearchParams("from=1.11.2026&to=24.11.2026"))).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(accessLogFilterOf(new URLSearchParams("from=2026-02-30&to=30.2.2026"))).toEqual({ from: null, to: null });
    expect(accessLogFilterOf(new URLSearchParams("from=2026-1-5&to=yesterday"))).toEqual({ from: null, to: null });
    expect(accessLogFilterOf(new URLSearchParams("from="))).toEqual({ from: null, to: null });
  });

  it("keeps the filter in the pager's links", () => {
    expect(accessLogQuery({ from: "2026-11-01", to: null }, { page: 2 })).toEqual({ from: "2026-11-01", page: 2 });
    expect(accessLogQuery({ from: null, to: null }, { page: 1 })).toEqual({});
    // A phone's longer run names its first page apart from the date filter's "from".
    expect(accessLogQuery({ from: "2026-11-01", to: null }, { from: 1, page: 3 })).toEqual({ from: "2026-11-01", fromPage: 1, page: 3 });
  });
});

// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { ABSENCE_MESSAGE_MAX_LENGTH } from "#domain/professional-inbox";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { AbsencesActionData, AbsencesPageData } from "./absences.server";
import { AbsencesView } from "./absences";

useAnalyticsStub();

// The absences page (issue 15, decision 246): the professional's absences with their substitutes
// and delete buttons, the form that records one, and a refused form as typed with what is wrong.

const data = (overrides: Partial<AbsencesPageData> = {}): AbsencesPageData => ({
  absences: [{ id: 1, periodLabel: { from: "7.12.2026", to: "11.12.2026" }, internalMessage: "Koulutus <b>", substitutes: ["Kaisa Ojala", "Hanna Peltonen"] }],
  colleagues: [
    { id: 2, name: "Kaisa Ojala", title: "Työterveyshoitaja" },
    { id: 3, name: "Hanna Peltonen", title: null },
  ],
  done: null,
  limits: { internalMessage: ABSENCE_MESSAGE_MAX_LENGTH },
  ...overrides,
});

const refused: AbsencesActionData = {
  intent: "create",
  result: {
    status: "error",
    initialValue: { intent: "create", firstDay: "2026-12-07", lastDay: "", substituteIds: ["3"], internalMessage: "Loma <i>" },
    error: { lastDay: [{ path: "lastDay", message: VALIDATION_KEYS.required }] },
  },
  problem: "invalid",
};

describe("workspace absences", () => {
  it.each(LANGUAGES)("lists the absences and offers the form, accessible in %s", { timeout: 30_000 }, async (lang) => {
    const { container } = renderUi(<AbsencesView data={data({ done: "recorded" })} lang={lang} csrfToken="token" />, { lang, path: `/${lang}/x` });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("status")).toBeTruthy();
    expect(container.querySelector("textarea[name=internalMessage]")?.getAttribute("maxlength")).toBe(String(ABSENCE_MESSAGE_MAX_LENGTH));
    expect(container.querySelectorAll("input[name=csrfToken][value=token]")).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows an absence's period, substitutes and note as text", async () => {
    renderUi(<AbsencesView data={data()} lang="en" csrfToken="token" />, { path: "/en/professional/absences" });
    expect(await screen.findByText("7.12.2026–11.12.2026")).toBeTruthy();
    expect(screen.getByText("Substitutes: Kaisa Ojala, Hanna Peltonen")).toBeTruthy();
    expect(screen.getByText("Message to colleagues: Koulutus <b>")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete absence" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Kaisa Ojala, Työterveyshoitaja" })).toBeTruthy();
  });

  it("keeps a refused form as typed and says what is wrong, accessible", async () => {
    const { container } = renderUi(<AbsencesView data={data({ absences: [] })} lang="en" csrfToken="token" />, { path: "/en/professional/absences", actionData: refused });
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText("Please check the days and choose at least one substitute.")).toBeTruthy();
    expect(within(summary).getByRole("link", { name: "Last day of absence" }).getAttribute("href")).toBe("#lastDay");
    expect((screen.getByLabelText("First day of absence") as HTMLInputElement).value).toBe("2026-12-07");
    const lastDay = screen.getByLabelText("Last day of absence");
    expect(lastDay.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(lastDay.getAttribute("aria-describedby")!)?.textContent).toBe("This field is required");
    expect((screen.getByRole("checkbox", { name: "Hanna Peltonen" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /^Kaisa Ojala/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("textbox", { name: "Message to colleagues" }) as HTMLTextAreaElement).value).toBe("Loma <i>");
    expect(screen.getByText("You have no upcoming absences.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks both days when the service refuses the period", async () => {
    const period: AbsencesActionData = { ...refused, result: { ...refused.result, error: {} }, problem: "invalidPeriod" };
    renderUi(<AbsencesView data={data()} lang="fi" csrfToken="token" />, { lang: "fi", path: "/fi/ammattilainen/poissaolot", actionData: period });
    expect(await screen.findByText("Tarkista päivät: viimeinen päivä ei voi olla ennen ensimmäistä eikä mennyt.")).toBeTruthy();
    expect(screen.getByLabelText("Ensimmäinen poissaolopäivä").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Viimeinen poissaolopäivä").getAttribute("aria-invalid")).toBe("true");
  });
});

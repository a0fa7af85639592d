// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import QuestionnairesPage from "./questionnaires";

// The questionnaire list with given page data (spec part 2 §2, §8): new tasks and answered items
// linking to their questionnaire, the empty texts, maintenance mode, axe.

afterEach(cleanup);

describe("questionnaire list", () => {
  it("shows new tasks and answered questionnaires with their dates, and passes axe", async () => {
    const { container } = renderRoute(QuestionnairesPage, {
      page: "questionnaires",
      loaderData: {
        status: "normal",
        newTaskItems: [{ id: 5, title: "Pre-visit information for the gynaecologist", invitedAt: "2026-11-14T11:05:00.000Z", answeredAt: null }],
        answerItems: [{ id: 6, title: "Health survey", invitedAt: "2026-06-25T06:00:00.000Z", answeredAt: "2026-06-27T18:40:00.000Z" }],
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Questionnaires" })).toBeTruthy();
    const [newTasks, answered] = screen.getAllByRole("list");
    expect(within(newTasks as HTMLElement).getByRole("link", { name: "Pre-visit information for the gynaecologist" }).getAttribute("href")).toBe("/en/questionnaires/5");
    expect(within(newTasks as HTMLElement).getByText("Sent 14.11.2026")).toBeTruthy();
    expect(within(answered as HTMLElement).getByRole("link", { name: "Health survey" }).getAttribute("href")).toBe("/en/questionnaires/6");
    expect(within(answered as HTMLElement).getByText("Answered 27.6.2026")).toBeTruthy();
    // Each row's state is a badge in its heading: to answer = info, answered = success.
    expect(within(newTasks as HTMLElement).getByRole("heading", { level: 3, name: "Pre-visit information for the gynaecologist To answer" })).toBeTruthy();
    expect(within(newTasks as HTMLElement).getByText("To answer").className).toBe("status-badge status-badge--info");
    expect(within(answered as HTMLElement).getByText("Answered", { selector: ".status-badge" }).className).toBe("status-badge status-badge--success");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when there is nothing new or answered", async () => {
    renderRoute(QuestionnairesPage, { page: "questionnaires", loaderData: { status: "normal", newTaskItems: [], answerItems: [] } });
    expect(await screen.findByText("No new questionnaires")).toBeTruthy();
    expect(screen.getByText("No answered questionnaires")).toBeTruthy();
  });

  it("says Surveys are temporarily out of use. in maintenance mode, in every language", async () => {
    const texts = { en: "Surveys are temporarily out of use.", fi: "Kyselyt ovat tilapäisesti poissa käytöstä.", sv: "Enkäterna är tillfälligt ur bruk." } as const;
    for (const lang of ["en", "fi", "sv"] as const) {
      const { container } = renderRoute(QuestionnairesPage, { page: "questionnaires", lang, loaderData: { status: "maintenance-mode", newTaskItems: [], answerItems: [] } });
      expect(await screen.findByText(texts[lang])).toBeTruthy();
      expect(screen.queryByRole("list")).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
      cleanup();
    }
  });
});

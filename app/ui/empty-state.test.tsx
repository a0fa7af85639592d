// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_STATE_KINDS, EmptyState } from "./empty-state";
import { axeViolations, IntlWrapper } from "./test-utils";

afterEach(cleanup);

// The spec's empty texts (part 1 §8, part 2 §8), word for word.
const ENGLISH = {
  appointments: "No appointments",
  messages: "No messages",
  prescriptions: "No prescriptions",
  visits: "No visits",
  referrals: "No referrals",
  results: "No results",
} as const;

describe("EmptyState", () => {
  it.each(EMPTY_STATE_KINDS)("says the spec's text for %s", (kind) => {
    render(
      <IntlWrapper>
        <EmptyState kind={kind} />
      </IntlWrapper>,
    );
    expect(screen.getByText(ENGLISH[kind])).toBeDefined();
  });

  it.each([
    ["fi", "Ei viestejä"],
    ["sv", "Inga meddelanden"],
  ] as const)("is translated to %s", (lang, text) => {
    render(
      <IntlWrapper lang={lang}>
        <EmptyState kind="messages" />
      </IntlWrapper>,
    );
    expect(screen.getByText(text)).toBeDefined();
  });

  it("shows a tip given as children, and passes axe", async () => {
    const { container } = render(
      <IntlWrapper>
        <EmptyState kind="messages">
          <p>Start a conversation with your care team.</p>
        </EmptyState>
      </IntlWrapper>,
    );
    expect(screen.getByText("Start a conversation with your care team.")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });
});

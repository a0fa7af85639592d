// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Spinner } from "./spinner";
import { axeViolations, IntlWrapper } from "./test-utils";

afterEach(cleanup);

describe("Spinner", () => {
  it("announces loading in the page's language", async () => {
    const { container } = render(
      <IntlWrapper lang="fi">
        <Spinner />
      </IntlWrapper>,
    );
    expect(screen.getByRole("status").textContent).toBe("Ladataan...");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes a more specific label", () => {
    render(
      <IntlWrapper>
        <Spinner label="Sending the message" />
      </IntlWrapper>,
    );
    expect(screen.getByRole("status").textContent).toBe("Sending the message");
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListRow, ListRows } from "./list-row";
import { StatusBadge } from "./status-badge";
import { axeViolations } from "./test-utils";

afterEach(cleanup);

describe("ListRow and StatusBadge", () => {
  it("puts the state in words at the end of the row's heading, on its tone, and passes axe", async () => {
    const { container } = render(
      <ListRows>
        <ListRow heading="h2" linked title={<a href="/en/invoices/summary/1">Invoice 1002</a>} badge={<StatusBadge tone="danger">Overdue</StatusBadge>} detail="Due 15.11.2026" />
        <ListRow heading="h2" title="Invoice 1003" badge={<StatusBadge>Sent by post</StatusBadge>}>
          <p>More</p>
        </ListRow>
      </ListRows>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: /^Invoice 1002/ });
    expect(heading.textContent).toBe("Invoice 1002 Overdue");
    expect(screen.getByText("Overdue").className).toBe("status-badge status-badge--danger");
    expect(screen.getByText("Sent by post").className).toBe("status-badge");
    expect(heading.closest("li")?.className).toBe("list-row list-row--link");
    expect(screen.getByText("Due 15.11.2026").className).toBe("list-row__detail");
    expect(screen.getByText("More").closest("li")?.className).toBe("list-row");
    expect(await axeViolations(container)).toEqual([]);
  });
});

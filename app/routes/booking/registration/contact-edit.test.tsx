// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, useFetchStub } from "#app/ui/test-utils";
import { ContactEdit } from "./contact-edit";
import { json, renderComponent } from "./test-render";

const fetchMock = useFetchStub();

const contact = { streetAddress: "Mannerheimintie 41 B 12", postalCode: "00250", postOffice: "HELSINKI", emailAddress: "aino@example.com", phoneNumber: "+358401234501" };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe("contact edit (address edit states)", () => {
  it("is read-only first, then editable; cancel restores the saved values", async () => {
    const editing = vi.fn();
    const { container } = renderComponent(<ContactEdit initial={contact} onEditingChange={editing} />);
    expect(screen.getByText("Mannerheimintie 41 B 12")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(editing).toHaveBeenLastCalledWith(true);
    type("Street address", "Uusikatu 5");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(editing).toHaveBeenLastCalledWith(false);
    expect(screen.getByText("Mannerheimintie 41 B 12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(input("Street address").value).toBe("Mannerheimintie 41 B 12");
  });

  it("lists invalid fields under the spec's heading and disables Save while any is invalid", async () => {
    const { container } = renderComponent(<ContactEdit initial={contact} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    type("Zip code", "123");
    type("Street address", "");
    expect(screen.getByText("Please correct or complete the following fields before proceeding")).toBeTruthy();
    expect(screen.getByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    type("Zip code", "00100");
    type("Street address", "Uusikatu 5");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("saves with PUT /api/user and returns to read-only with the saved values", async () => {
    const saved = { ...contact, streetAddress: "Uusikatu 5", phoneNumber: "+358501234567" };
    fetchMock.mockReturnValueOnce(json({ type: "success", patient: saved }));
    const onSaved = vi.fn();
    renderComponent(<ContactEdit initial={contact} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    type("Street address", "Uusikatu 5");
    type("Phone number", "050 123 4567");
    fireEvent.blur(input("Phone number"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Contact information saved")).toBeTruthy();
    expect(screen.getByText("Uusikatu 5")).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(saved);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user?csrfToken=csrf-1");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ ...contact, streetAddress: "Uusikatu 5", phoneNumber: "+358501234567" });
  });

  it("shows the save failure and stays in edit with what was typed", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "customerNotFound" }));
    renderComponent(<ContactEdit initial={contact} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    type("Post office", "Espoo");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sorry, something went wrong and we could not save the changes. Please try again.")).toBeTruthy();
    await waitFor(() => expect(input("Post office").disabled).toBe(false));
    expect(input("Post office").value).toBe("Espoo");
  });

  it("shows a missing value as not given", () => {
    renderComponent(<ContactEdit initial={{ ...contact, streetAddress: null }} />);
    expect(screen.getByText("Not given")).toBeTruthy();
  });
});

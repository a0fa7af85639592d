// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PatientContact } from "#server/modules/profile/contact-service";
import { axeViolations, renderRoute, useAnalyticsStub } from "#app/ui/test-utils";
import { ContactEdit, type ContactEditProps } from "./contact-edit";

// The contact edit posts to its page's action (intent saveContact) through a fetcher; the page's
// loader then answers the saved details. Here a stand-in action records the post and plays the
// server, and the page's data is what the loader would answer next.

useAnalyticsStub();

const contact: PatientContact = { streetAddress: "Mannerheimintie 41 B 12", postalCode: "00250", postOffice: "HELSINKI", emailAddress: "aino@example.com", phoneNumber: "+358401234501" };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// As a browser types: an input event (the form library follows those).
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

/** The action's answer that keeps the edit open: the form library's reply with the posted fields and these errors. */
function refusal(kind: "invalid" | "failed", initialValue: Record<string, string | null>, fieldErrors: Record<string, { path: string; message: string }[]> = {}) {
  return { intent: "saveContact", kind, result: { status: "error", initialValue, error: fieldErrors } };
}

function renderEdit(props: Omit<ContactEditProps, "contact"> = {}, options: { contact?: PatientContact; answer?: (page: { contact: PatientContact }) => unknown; path?: string } = {}) {
  const page = { contact: options.contact ?? contact };
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Page = () => <ContactEdit contact={page.contact} {...props} />;
  const view = renderRoute(Page, {
    page: "reservePrivate",
    path: options.path ?? "/en/available-appointments/101",
    loaderData: page,
    sessionState: { csrfToken: "csrf-1", isSessionValid: true },
    action: async ({ request }) => {
      const form = await request.formData();
      posted.push(Object.fromEntries(form));
      return options.answer?.(page) ?? null;
    },
  });
  return { ...view, posted };
}

describe("contact edit (address edit states)", () => {
  it("is read-only first, then editable; cancel restores the saved values", async () => {
    const editing = vi.fn();
    const { container } = renderEdit({ onEditingChange: editing });
    expect(await screen.findByText("Mannerheimintie 41 B 12")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(editing).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(document.activeElement).toBe(input("Street address")));
    type("Street address", "Uusikatu 5");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(editing).toHaveBeenLastCalledWith(false);
    expect(screen.getByText("Mannerheimintie 41 B 12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(input("Street address").value).toBe("Mannerheimintie 41 B 12");
  });

  it("lists invalid fields under the spec's heading and disables Save while any is invalid", async () => {
    const { container } = renderEdit();
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    type("Zip code", "123");
    type("Street address", "");
    // The schema comes after the first load (decision 239).
    expect(await screen.findByText("Please correct or complete the following fields before proceeding")).toBeTruthy();
    expect(screen.getByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    type("Zip code", "00100");
    type("Street address", "Uusikatu 5");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("posts the page's form with the csrf token and returns to read-only with the saved values", async () => {
    const saved = { ...contact, streetAddress: "Uusikatu 5", phoneNumber: "+358501234567" };
    const onSaved = vi.fn();
    const { posted } = renderEdit(
      { onSaved },
      {
        answer: (page) => {
          page.contact = saved;
          return { intent: "saveContact", kind: "saved", contact: saved };
        },
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    type("Street address", "Uusikatu 5");
    type("Phone number", "050 123 4567");
    fireEvent.blur(input("Phone number"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Contact information saved")).toBeTruthy();
    expect(screen.getByText("Uusikatu 5")).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "saveContact", ...contact, streetAddress: "Uusikatu 5", phoneNumber: "+358501234567" }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" })));
  });

  it("shows the save failure and stays in edit with what was typed", async () => {
    renderEdit({}, { answer: () => refusal("failed", { ...contact, postOffice: "Espoo" }) });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    type("Post office", "Espoo");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sorry, something went wrong and we could not save the changes. Please try again.")).toBeTruthy();
    await waitFor(() => expect(input("Post office").disabled).toBe(false));
    expect(input("Post office").value).toBe("Espoo");
  });

  it("shows the server's field errors next to the fields", async () => {
    renderEdit({}, { answer: () => refusal("invalid", { ...contact, postOffice: "Espoo" }, { postalCode: [{ path: "postalCode", message: "validation.zipCode.invalid" }] }) });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    type("Post office", "Espoo");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    // What was typed stays, and the field the server refused is listed.
    expect(input("Post office").value).toBe("Espoo");
    expect(screen.getByRole("link", { name: "Zip code" })).toBeTruthy();
  });

  it("starts again from the saved values when opened again after a refusal", async () => {
    renderEdit({}, { answer: () => refusal("failed", { ...contact, postOffice: "Espoo" }) });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    type("Post office", "Espoo");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sorry, something went wrong and we could not save the changes. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(input("Post office").value).toBe("HELSINKI");
    expect(screen.queryByText("Sorry, something went wrong and we could not save the changes. Please try again.")).toBeNull();
  });

  it("opens the edit from the address (?editContact=1, the link without JavaScript)", async () => {
    renderEdit({}, { path: "/en/available-appointments/101?editContact=1" });
    expect(await screen.findByLabelText("Street address")).toBeTruthy();
  });

  it("shows a missing value as not given", async () => {
    renderEdit({}, { contact: { ...contact, streetAddress: null } });
    expect(await screen.findByText("Not given")).toBeTruthy();
  });
});

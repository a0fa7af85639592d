// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { SaveAction } from "#domain/save-action-inputs";
import type { MyInformation } from "#server/modules/profile/my-information-service";
import { parseWithZod } from "@conform-to/zod/v4";
import { ContactFormSchema } from "#domain/my-information-inputs";
import { issuesToValidationDetails, type ValidationDetail } from "#domain/validation-details";
import { lazyModulesLoaded } from "#app/ui/lazy-module";
import { axeViolations, renderRoute, useAnalyticsStub } from "#app/ui/test-utils";
import { ContactInfoForm } from "./contact-info-form";

// The contact tab's form posts to the page's action (intent saveContactInfo). Here a stand-in
// action records the post; the form checks every field with the schema of POST /api/user first.

useAnalyticsStub();

const ADULT: MyInformation = {
  firstName: "Timo",
  lastName: "Salo",
  streetAddress: "Puistokatu 4",
  zipCode: "20100",
  postOffice: "TURKU",
  phoneNumber: "+358401234514",
  emailAddress: "timo.salo@example.com",
  language: "fi",
  isMinor: false,
  guardians: [],
};

const MINOR: MyInformation = {
  ...ADULT,
  firstName: "Venla",
  lastName: "Heikkinen",
  isMinor: true,
  guardians: [
    {
      name: "Kirsi Heikkinen",
      phone: "+358401234512",
      emailAddress: "kirsi@example.com",
      isGuardianHasSameAddress: true,
      streetAddress: "",
      zipCode: "",
      postOffice: "",
      obfuscatedIdentityCode: "140679-****",
      removable: false,
    },
  ],
};

const input = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string, scope?: HTMLElement) => fireEvent.change(input(label, scope), { target: { value } });

// The schema comes after the page's first load (decision 239); these tests type once it is there.
beforeAll(lazyModulesLoaded);

/** What the action answers after its schema passed: the service's refusal (its details), or a failure. */
type Refusal = { details: ValidationDetail[] } | { failed: true };

function renderForm(information: MyInformation, saveAction: SaveAction | null = null, refusal?: Refusal) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Page = () => <ContactInfoForm information={information} saveAction={saveAction} />;
  const view = renderRoute(Page, {
    page: "myInformation",
    path: "/en/my-information",
    loaderData: {},
    sessionState: { csrfToken: "csrf-1", isSessionValid: true },
    action: async ({ request }) => {
      const form = await request.formData();
      posted.push(Object.fromEntries(form));
      if (!refusal) return null;
      // As the page's action answers (my-information.server.ts): the form library's reply with everything posted.
      const submission = parseWithZod(form, { schema: ContactFormSchema, formatError: issuesToValidationDetails });
      if ("failed" in refusal) return { intent: "saveContactInfo", result: submission.reply(), failed: true };
      const fieldErrors = Object.fromEntries(refusal.details.map((detail) => [detail.path, [detail]]));
      return { intent: "saveContactInfo", result: submission.reply({ fieldErrors }) };
    },
  });
  return { ...view, posted };
}

describe("the contact form of My information", () => {
  it("shows the names read-only and the saved details, axe clean", async () => {
    const { container } = renderForm(ADULT);
    expect(await screen.findByText("Timo")).toBeTruthy();
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(input("Street address").value).toBe("Puistokatu 4");
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("fi");
    expect(screen.queryByText("Guardians")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks every field as typed: messages once left; Save stays enabled and a save attempt lists them in the focused summary, posting nothing; cancel restores", async () => {
    const { container, posted } = renderForm(ADULT);
    await screen.findByText("Timo");
    type("Zip code", "123");
    fireEvent.blur(input("Zip code"));
    type("Email address", "timo@ex ample.com");
    fireEvent.blur(input("Email address"));
    type("Street address", "P");
    fireEvent.blur(input("Street address"));
    expect(screen.getByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    expect(screen.getByText("Please enter your email, eg. name@example.com")).toBeTruthy();
    expect(screen.getByText("Minimum character length is 2")).toBeTruthy();
    // Nothing is listed before a save attempt (the GOV.UK pattern).
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const summary = screen.getByText("Please check the following fields:").parentElement!;
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(["Street address", "Zip code", "Email address"]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(posted).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(input("Zip code").value).toBe("20100");
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("normalises the phone number on blur and drops control characters as typed", async () => {
    renderForm(ADULT);
    await screen.findByText("Timo");
    type("Phone number", "040 765 43 21");
    fireEvent.blur(input("Phone number"));
    expect(input("Phone number").value).toBe("+358407654321");
    type("Post office", "Tur\u0000ku\u0007");
    expect(input("Post office").value).toBe("Turku");
  });

  it("applies the length limits with the limit in the message", async () => {
    renderForm(ADULT);
    await screen.findByText("Timo");
    type("Street address", "x".repeat(31));
    fireEvent.blur(input("Street address"));
    expect(screen.getByText("Maximum character length is 30")).toBeTruthy();
    type("Phone number", "+3589123456789012");
    fireEvent.blur(input("Phone number"));
    expect(screen.getByText("Maximum character length is 15")).toBeTruthy();
  });

  it("posts the details with the save intent", async () => {
    const { posted } = renderForm(ADULT);
    await screen.findByText("Timo");
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "sv" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "saveContactInfo", csrfToken: "csrf-1", language: "sv", zipCode: "20100", streetAddress: "Puistokatu 4" });
  });

  it("shows a field's message only once it is left, then follows the typing", async () => {
    renderForm(ADULT);
    await screen.findByText("Timo");
    type("Zip code", "12");
    expect(screen.queryByText("Zipcode length should be 5 and can only contain numbers")).toBeNull();
    fireEvent.blur(input("Zip code"));
    expect(await screen.findByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    expect(input("Zip code").getAttribute("aria-invalid")).toBe("true");
    fireEvent.input(input("Zip code"), { target: { value: "12345" } });
    await waitFor(() => expect(screen.queryByText("Zipcode length should be 5 and can only contain numbers")).toBeNull());
    // Another field, not yet left, shows nothing while typed wrong.
    type("Email address", "ei osoite");
    expect(screen.queryByText("Please enter your email, eg. name@example.com")).toBeNull();
  });

  it("keeps everything typed when the server refuses the save: its message at the field, the summary focused", async () => {
    const { posted } = renderForm(ADULT, null, { details: [{ path: "emailAddress", message: "validation.email.invalid" }] });
    await screen.findByText("Timo");
    type("Street address", "Kauppakatu 3");
    type("Email address", "uusi@example.com");
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "sv" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const summary = (await screen.findByText("Please check the following fields:")).parentElement!;
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(["Email address"]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByText("Please enter your email, eg. name@example.com")).toBeTruthy();
    expect(input("Street address").value).toBe("Kauppakatu 3");
    expect(input("Email address").value).toBe("uusi@example.com");
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("sv");
  });

  it("keeps everything typed when the save fails, saying so until the user types again", async () => {
    const { posted } = renderForm(ADULT, null, { failed: true });
    await screen.findByText("Timo");
    type("Post office", "Naantali");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByText("Something went wrong, please try again")).toBeTruthy();
    expect(input("Post office").value).toBe("Naantali");
    fireEvent.input(input("Post office"), { target: { value: "Naantal" } });
    expect(screen.queryByText("Something went wrong, please try again")).toBeNull();
  });

  it("names where saving leads on the button", async () => {
    renderForm(ADULT, { saveAction: "go-to-view-appointment-page", appointmentId: 12 });
    expect(await screen.findByRole("button", { name: "Save and return to the appointment" })).toBeTruthy();
  });
});

describe("guardians of a minor", () => {
  it("shows the first guardian's obfuscated identity code, not removable; adds a second up to the limit of two", async () => {
    const { container } = renderForm(MINOR);
    const first = await screen.findByRole("group", { name: "Guardian 1" });
    expect(within(first).getByText("140679-****")).toBeTruthy();
    expect(within(first).queryByRole("button", { name: /Remove/ })).toBeNull();
    // The same address: no address fields.
    expect(within(first).queryByLabelText("Street address")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add guardian" }));
    const second = screen.getByRole("group", { name: "Guardian 2" });
    await waitFor(() => expect(document.activeElement).toBe(input("Name", second)));
    expect(screen.queryByRole("button", { name: "Add guardian" })).toBeNull();
    expect(screen.getByText("You have added the maximum of 2 guardians.")).toBeTruthy();
    // A new guardian's fields are invalid until filled: listed after a save attempt.
    expect(screen.queryByRole("link", { name: "Guardian 2: Name" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("link", { name: "Guardian 2: Name" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the address fields when the same-address box is cleared, with the guardian limits", async () => {
    renderForm(MINOR);
    const first = await screen.findByRole("group", { name: "Guardian 1" });
    fireEvent.click(within(first).getByLabelText("The guardian has the same address"));
    type("Zip code", "1234", first);
    fireEvent.blur(input("Zip code", first));
    expect(within(first).getByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    type("Name", "x".repeat(41), first);
    fireEvent.blur(input("Name", first));
    expect(within(first).getByText("Maximum character length is 40")).toBeTruthy();
    type("Phone number", "+35891234567890123", first);
    fireEvent.blur(input("Phone number", first));
    expect(input("Phone number", first).value).toBe("+35891234567890123");
    expect(within(first).queryByText("Maximum character length is 20")).toBeNull();
  });

  it("removes an added guardian", async () => {
    const { posted } = renderForm(MINOR);
    await screen.findByRole("group", { name: "Guardian 1" });
    fireEvent.click(screen.getByRole("button", { name: "Add guardian" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove guardian 2" }));
    expect(screen.queryByRole("group", { name: "Guardian 2" })).toBeNull();
    // Focus goes to the add button, which is back.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add guardian" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ "guardians[0].name": "Kirsi Heikkinen", "guardians[0].isGuardianHasSameAddress": "on" });
    expect(posted[0]).not.toHaveProperty("guardians[1].name");
  });
});

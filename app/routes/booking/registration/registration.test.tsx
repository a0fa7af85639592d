// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INSURER_KEYS } from "#domain/insurers";
import { REGISTRATION_KEYS, brandOffersOccupationalConsent } from "#domain/registration";
import { RegistrationSchema } from "#domain/registration-inputs";
import { CATALOGS } from "#app/i18n/messages";
import { BRANDS } from "#app/brands";
import { parseForm } from "#app/form.server";
import { axeViolations } from "#app/ui/test-utils";
import { saveContactDraft, takeContactDraft } from "#app/ui/form/contact-draft";
import type { RegistrationPageData } from "./registration.server";
import Registration from "./registration";
import { renderRoute } from "./test-render";

afterEach(cleanup);

const selfPage: RegistrationPageData = {
  form: { kind: "self", maskedIdentityCode: "150685-****", firstName: "Ville", lastName: "Uusi", prefill: null },
  nextPath: "/en/available-appointments/12",
};

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

function fillValid() {
  fill("Street address", "Testikatu 1");
  fill("Zip code", "00100");
  fill("Post office", "Helsinki");
  fill("Phone number", "040 111 2233");
  fill("Email", "ville@example.com");
}

describe("registration page", () => {
  it("shows the heading, message, masked person id and the names from the identification", async () => {
    const { container } = renderRoute(Registration, "registration", { loaderData: selfPage });
    expect(screen.getByRole("heading", { level: 1, name: "Register as a customer" })).toBeTruthy();
    expect(screen.getByText(/Before you book, we need your contact details/)).toBeTruthy();
    expect(screen.getByText("150685-****")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ville");
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Uusi");
    expect(screen.queryByText("Child's details")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the title row \"Child's details\" for a guardian registering a child, starting from the guardian's contacts", () => {
    renderRoute(Registration, "registration", {
      loaderData: {
        ...selfPage,
        form: {
          kind: "child",
          maskedIdentityCode: "050510A****",
          firstName: "Onni",
          lastName: "Uusi",
          prefill: { streetAddress: "Kotikatu 3", postalCode: "02100", postOffice: "Espoo", emailAddress: "mikko@example.com", phoneNumber: "+358401234504" },
        },
      },
    });
    expect(screen.getByRole("heading", { level: 2, name: "Child's details" })).toBeTruthy();
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("Kotikatu 3");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("mikko@example.com");
  });

  it("fills the phone and e-mail a new customer typed into the booking form before identifying, once", async () => {
    saveContactDraft({ phoneNumber: "+358401112233", emailAddress: "ville@example.com" });
    renderRoute(Registration, "registration", { loaderData: selfPage });
    await waitFor(() => expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("+358401112233"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ville@example.com");
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("");
    expect(takeContactDraft()).toBeNull();
  });

  it("shows the zip code message on leaving the field and keeps what was typed", () => {
    renderRoute(Registration, "registration", { loaderData: selfPage });
    const zip = fill("Zip code", "0010A");
    expect(screen.getByText("Zipcode length should be 5 and can only contain numbers")).toBeTruthy();
    expect(zip.value).toBe("0010A");
    expect(zip.getAttribute("aria-invalid")).toBe("true");
    fill("Street address", "x".repeat(31));
    expect(screen.getByText("Maximum character length is 30")).toBeTruthy();
    fill("Email", "ville@");
    expect(screen.getByText("Please enter your email, eg. name@example.com")).toBeTruthy();
  });

  it("lists every invalid field under 'Please check the following fields:' on submit and sends nothing", async () => {
    const action = vi.fn(() => null);
    renderRoute(Registration, "registration", { loaderData: selfPage, action });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const summary = (await screen.findByText("Please check the following fields:")).closest("[role=alert]")!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect([...summary.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Street address", "Zip code", "Post office", "Phone number", "Email"]);
    expect(action).not.toHaveBeenCalled();
  });

  it("posts the form with the intent and the csrfToken to the page's action, which goes on to the consent page", async () => {
    let posted: FormData | null = null;
    renderRoute(Registration, "registration", {
      loaderData: selfPage,
      path: `/en/registration?nextPath=${encodeURIComponent(selfPage.nextPath)}`,
      action: async ({ request }) => {
        posted = await request.formData();
        return redirect(`/en/data-processing?nextPath=${encodeURIComponent(selfPage.nextPath)}`);
      },
    });
    fillValid();
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("+358401112233");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Patient data consent page" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe(`/en/data-processing?nextPath=${encodeURIComponent(selfPage.nextPath)}`);
    expect(Object.fromEntries(posted!)).toEqual({
      csrfToken: "csrf-1",
      intent: "register",
      firstName: "Ville",
      lastName: "Uusi",
      streetAddress: "Testikatu 1",
      zipCode: "00100",
      postOffice: "Helsinki",
      phoneNumber: "+358401112233",
      emailAddress: "ville@example.com",
    });
  });

  it("shows the action's validation details next to the fields and in the summary, keeping the input", async () => {
    renderRoute(Registration, "registration", {
      loaderData: selfPage,
      action: async ({ request }) => {
        const submission = parseForm(await request.formData(), RegistrationSchema);
        return { result: submission.reply({ fieldErrors: { postOffice: [{ path: "postOffice", message: "validation.maxLength", values: { n: 30 } }] } }) };
      },
    });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Maximum character length is 30")).toBeTruthy();
    expect((screen.getByLabelText("Post office") as HTMLInputElement).value).toBe("Helsinki");
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("Testikatu 1");
    const summary = screen.getByText("Please check the following fields:").closest("[role=alert]")!;
    expect(summary.textContent).toContain("Post office");
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("is in Finnish and Swedish too", () => {
    renderRoute(Registration, "registration", { lang: "fi", loaderData: { ...selfPage, nextPath: "/fi" } });
    expect(screen.getByRole("heading", { level: 1, name: "Rekisteröidy asiakkaaksi" })).toBeTruthy();
    cleanup();
    renderRoute(Registration, "registration", { lang: "sv", loaderData: { ...selfPage, nextPath: "/sv" } });
    expect(screen.getByRole("button", { name: "Registrera" })).toBeTruthy();
  });
});

describe("catalogs", () => {
  it("have every message the registration and insurer schemas can produce", () => {
    for (const key of [...Object.values(REGISTRATION_KEYS), ...Object.values(INSURER_KEYS)]) {
      for (const lang of ["fi", "sv", "en"] as const) expect(CATALOGS[lang], `${lang} ${key}`).toHaveProperty([key]);
    }
  });
});

describe("brands", () => {
  it("agree with the server on which brand has the occupational consent", () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brandOffersOccupationalConsent(brand.id)).toBe(brand.capabilities.occupationalConsent);
    }
  });
});

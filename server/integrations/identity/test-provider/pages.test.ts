// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { STAFF_PERSONAS } from "#server/db/demo-data/staff";
import { errorPage, loginPage, type LoginPageInput, staffLoginPage } from "./pages";
import { IDP_TEXTS } from "./texts";

// The test provider's pages as a browser sees them: accessible (axe) in every language.

function show(html: string): Document {
  document.open();
  document.write(html);
  document.close();
  return document;
}

/** Colour contrast needs layout and a canvas, which jsdom lacks (the stylesheet keeps to AA colours). */
async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { "color-contrast": { enabled: false } },
  });
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`);
}

const input = (lang: LoginPageInput["lang"], errors: LoginPageInput["form"]["errors"] = {}): LoginPageInput => ({
  lang,
  action: "/dev/idp/interaction/abc",
  stylesheet: "/dev/idp/assets/idp.css",
  clientName: "Hoiva",
  methodName: "OP",
  personas: [{ key: "aino", name: "Aino Virtanen", identityCode: "140386-246K" }],
  form: { identityCode: "010190-9001", givenName: "Testi", familyName: "Henkilö", errors },
});

describe("test provider pages", () => {
  it.each(LANGUAGES)("offer the demo care team to the staff client, accessibly, in %s", { timeout: 30_000 }, async (lang) => {
    const staff = STAFF_PERSONAS.map((member) => ({ key: member.key, name: `${member.firstName} ${member.lastName}`, title: member.title, email: member.email }));
    show(staffLoginPage({ lang, action: "/dev/idp/interaction/abc", stylesheet: "/dev/idp/assets/idp.css", staff }));
    expect(document.documentElement.lang).toBe(lang);
    expect(document.querySelectorAll('button[name="staff"]')).toHaveLength(STAFF_PERSONAS.length);
    expect(document.body.textContent).toContain("kaisa.ojala@hoiva.example.com");
    expect(await axeViolations()).toEqual([]);
  });

  it.each(LANGUAGES)("are accessible in %s, with and without errors", { timeout: 30_000 }, async (lang) => {
    show(loginPage(input(lang)));
    expect(document.documentElement.lang).toBe(lang);
    expect(await axeViolations()).toEqual([]);

    const texts = IDP_TEXTS[lang];
    show(loginPage(input(lang, { identityCode: texts.identityCodeInvalid, givenName: texts.nameRequired })));
    expect(await axeViolations()).toEqual([]);
    expect(document.title.startsWith(`${texts.errorPrefix}:`)).toBe(true);

    show(errorPage({ lang, stylesheet: "/dev/idp/assets/idp.css", detail: "invalid_request" }));
    expect(await axeViolations()).toEqual([]);
  });

  it("marks an invalid field, tells why next to it and keeps the typed value", () => {
    show(loginPage(input("en", { identityCode: IDP_TEXTS.en.identityCodeInvalid })));
    const field = document.querySelector<HTMLInputElement>("#identityCode")!;
    expect(field.value).toBe("010190-9001");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.autofocus).toBe(true);
    const described = field.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described.join(" ")).toContain("Please check your identity number");
    expect(document.querySelector("#givenName")?.getAttribute("aria-invalid")).toBeNull();
  });

  it("offers every persona as a one-click button and has no script or inline style", () => {
    const html = loginPage(input("fi"));
    show(html);
    const button = document.querySelector<HTMLButtonElement>('button[name="persona"]')!;
    expect(button.value).toBe("aino");
    expect(button.form?.getAttribute("action")).toBe("/dev/idp/interaction/abc");
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it("escapes what it shows", () => {
    const page = errorPage({ lang: "en", stylesheet: "/dev/idp/style.css", detail: `<a href="x">'&'</a>` });
    expect(page).toContain("<code>&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;</code>");
  });
});

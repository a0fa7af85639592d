import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { patients } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Registration and the patient data consent as a browser without JavaScript sends them: form posts
// with an intent and the session's CSRF token to the pages' actions, answered by the form again
// with what was typed and what is wrong, or by a redirect (the consent's with a one-time toast).

const server = useTestServer({ demoDataNow: TEST_NOW });

/** Valid identity codes no demo person has (individual numbers 900+ are never generated). */
const newcomer = (identityCode: string) => ({ identityCode, firstName: "Ville", lastName: "Uusikari" });

const registration = {
  intent: "register",
  firstName: "Ville",
  lastName: "Uusikari",
  streetAddress: "Testikatu 1 A 2",
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "040 111 2233",
  emailAddress: "ville.uusikari@example.com",
};

/** The cookie pairs of a response's Set-Cookie headers, as the browser sends them next. */
function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The toast titles a page shows from its first render. */
async function toastsOf(response: Response): Promise<string[]> {
  return [...(await response.text()).matchAll(/<p class="toast__title">([^<]*)<\/p>/g)].map((match) => match[1]!);
}

async function logIn(identityCode: string) {
  return logInForTest(server.database.db, newcomer(identityCode), { lang: "en", authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

describe("the registration page's form post", () => {
  it("refuses a post without the session's token", async () => {
    const ville = await logIn("231179-9580");
    const refused = await server.request("POST", "/en/registration", { cookie: ville.cookie, form: registration });
    expect(refused.status).toBe(403);
  });

  it("answers invalid fields with the form as typed, the messages and the summary", async () => {
    const ville = await logIn("231179-9580");
    const answer = await server.request("POST", "/en/registration", {
      cookie: ville.cookie,
      form: { ...registration, csrfToken: ville.session.csrfToken, zipCode: "0010A", streetAddress: "x" },
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Please check the following fields:");
    expect(html).toContain("Zipcode length should be 5 and can only contain numbers");
    expect(html).toMatch(/<input[^>]*name="zipCode"[^>]*value="0010A"/);
    expect(html).toMatch(/<input[^>]*name="postOffice"[^>]*value="Helsinki"/);
    expect(html).toMatch(/<input[^>]*name="emailAddress"[^>]*value="ville.uusikari@example.com"/);
    expect(await server.database.db.select().from(patients).where(eq(patients.identityCode, "231179-9580"))).toEqual([]);
  });

  it("registers and goes on to the consent page, which saves the consent once the privacy policy is shown, then the next page says so once", async () => {
    const ville = await logIn("240279-958C");
    const csrfToken = ville.session.csrfToken;
    const registered = await server.request("POST", "/en/registration?nextPath=%2Fen%2Fnew-customer", { cookie: ville.cookie, form: { ...registration, csrfToken } });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("location")).toBe("/en/data-processing?nextPath=%2Fen%2Fnew-customer");
    const [patient] = await server.database.db.select().from(patients).where(eq(patients.identityCode, "240279-958C"));
    expect(patient).toMatchObject({ phone: "+358401112233", postalCode: "00100", language: "en" });

    const consentPage = "/en/data-processing?nextPath=%2Fen%2Fnew-customer";
    const consent = { csrfToken, intent: "saveConsent", allowsBookingSms: "on" };
    expect((await server.request("POST", consentPage, { cookie: ville.cookie, form: { ...consent, csrfToken: "wrong" } })).status).toBe(403);

    // Without JavaScript nobody knows whether the policy was opened: the action asks, the page shows it open.
    const asked = await server.request("POST", consentPage, { cookie: ville.cookie, form: consent });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain("Read the privacy policy before saving your choices");
    expect(html).toMatch(/<details[^>]*open=""/);
    expect(html).toMatch(/<input type="hidden" name="privacyPolicyRead" value="on"\/>/);
    expect(html).toMatch(/<input[^>]*name="allowsBookingSms"[^>]*checked=""/);

    const saved = await server.request("POST", consentPage, { cookie: ville.cookie, form: { ...consent, privacyPolicyRead: "on" } });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/en/new-customer");
    // The router's route discovery before the page's data request leaves the flash to the page.
    const discovery = await server.get("/__manifest?paths=%2Fen%2Fnew-customer&version=1", { cookie: `${ville.cookie}; ${cookiesOf(saved)}` });
    expect(discovery.headers.getSetCookie()).toEqual([]);
    const next = await server.get("/en/new-customer", { cookie: `${ville.cookie}; ${cookiesOf(saved)}` });
    expect(await toastsOf(next)).toEqual(["Your choices have been saved"]);
    expect(await toastsOf(await server.get("/en/new-customer", { cookie: ville.cookie }))).toEqual([]);
    const [stored] = await server.database.db.select().from(patients).where(eq(patients.identityCode, "240279-958C"));
    expect(stored).toMatchObject({ allowsBookingSms: true, allowsMarketingMail: false });
    expect(stored?.patientDataConsentFormUpdated).toBeInstanceOf(Date);
  });
});

describe("the consent page of a person without a patient record", () => {
  it("sends them to register first, going on to the consent's next page", async () => {
    const ville = await logIn("150685-902J");
    const page = "/en/data-processing?nextPath=%2Fen%2Fnew-customer";
    const toRegistration = "/en/registration?nextPath=%2Fen%2Fnew-customer";
    const opened = await server.get(page, { cookie: ville.cookie });
    expect([opened.status, opened.headers.get("location")]).toEqual([302, toRegistration]);
    const form = { csrfToken: ville.session.csrfToken, intent: "saveConsent", privacyPolicyRead: "on" };
    const posted = await server.request("POST", page, { cookie: ville.cookie, form });
    expect([posted.status, posted.headers.get("location")]).toEqual([302, toRegistration]);
    expect((await server.request("POST", page, { cookie: ville.cookie, form: { ...form, csrfToken: "wrong" } })).status).toBe(403);
  });
});

import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { LANGUAGES } from "#domain/enums";
import { pathPattern, sharedPagePaths } from "#domain/routes/route-table";
import { useTestServer } from "./test-server";

// The entry pages sent again from one rendering to visitors without cookies (decision 268), over
// real HTTP with the built pages: the copy must be what a rendering of that request would be.
// Needs `npm run build` first (npm test does it).

const server = useTestServer({ demoDataNow: TEST_NOW });

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)![1]!;
const withoutNonce = (html: string) => html.replaceAll(nonceOf(html), "NONCE");
/** What a visitor sees: the title and the main content (React's streaming of the data may differ). */
const shownOf = (html: string) => [/<title>.*?<\/title>/.exec(html)?.[0], /<main[^>]*>[\s\S]*?<\/main>/.exec(html)?.[0]];

describe("pages shared with visitors without cookies", () => {
  it("are the front page, the booking landing and the login page in every language", () => {
    const expected = LANGUAGES.flatMap((lang) => (["home", "bookingLanding", "login"] as const).map((key) => pathPattern(key, lang)));
    expect([...sharedPagePaths()].sort()).toEqual(expected.sort());
  });

  it("send each brand its own page, the same as a rendering for that request, with the response's own nonce", async () => {
    for (const host of ["localhost", "kids.localhost"]) {
      for (const path of [...sharedPagePaths(), "/fi/kirjaudu?nextPath=%2Ffi%2Fajat"]) {
        const first = await server.get(path, { host });
        const again = await server.get(path, { host });
        // Any cookie makes the server render the page for the request.
        const rendered = await server.get(path, { host, cookie: "cookie_consent=necessary" });
        for (const response of [first, again, rendered]) expect(response.status, `${host}${path}`).toBe(200);
        expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
        expect(first.headers.get("vary")).toMatch(/Cookie/);
        expect(rendered.headers.get("cache-control")).toBeNull();

        const [firstHtml, againHtml, renderedHtml] = await Promise.all([first.text(), again.text(), rendered.text()]);
        expect(nonceOf(againHtml)).not.toBe(nonceOf(firstHtml));
        // The policy of the response allows the scripts of its page.
        expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonceOf(againHtml)}'`);
        expect(withoutNonce(againHtml), `${host}${path}`).toBe(withoutNonce(firstHtml));
        expect(shownOf(renderedHtml), `${host}${path}`).toEqual(shownOf(firstHtml));
        expect(shownOf(firstHtml)[1]).toBeDefined();
        expect(firstHtml.split(nonceOf(firstHtml)).length).toBeGreaterThan(2);
      }
    }
  });

  it("never send a patient the shared page, nor a patient's page to anyone else", async () => {
    const anonymous = await (await server.get("/fi")).text();
    expect(anonymous).not.toContain("Hei Aino");
    const { cookie } = await logInForTest(server.database.db, "aino");
    const patient = await server.get("/fi", { cookie });
    expect(patient.headers.get("cache-control")).toBeNull();
    expect(await patient.text()).toContain("Hei Aino");
    expect(await (await server.get("/fi")).text()).not.toContain("Hei Aino");
  });
});

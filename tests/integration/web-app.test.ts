import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The installable app over HTTP (decisions 370, 371): the manifest answers the host's brand, the
// worker's script and the icons are served, the offline page is the same for everyone, and a
// patient page carries the service worker's address only in the inline loader.

const server = useTestServer({ demoDataNow: TEST_NOW });

describe("the installable app", () => {
  it("answers each brand's manifest on its own host, in the asked language", async () => {
    const adult = await server.request("GET", "/manifest.webmanifest?lang=sv");
    expect(adult.headers.get("content-type")).toContain("application/manifest+json");
    expect(await adult.json()).toMatchObject({ name: "Hoiva", start_url: "/sv", theme_color: "#0079ad" });
    const kids = await server.request("GET", "/manifest.webmanifest?lang=nope", { host: "kids.localhost" });
    expect(await kids.json()).toMatchObject({ name: "Hoiva Junior", start_url: "/fi", theme_color: "#3fb6b6" });
  });

  it("serves the worker without caching and the icons as PNG", async () => {
    const worker = await server.request("GET", "/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toContain('addEventListener("push"');
    const icon = await server.request("GET", "/icons/kids-512.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
  });

  it("renders the offline page alike for a visitor and a logged-in patient, naming no one", async () => {
    const anonymous = await server.request("GET", "/en/offline");
    expect(anonymous.status).toBe(200);
    const html = await anonymous.text();
    expect(html).toContain("<h1>No internet connection</h1>");
    expect(html).toContain("In an emergency, call 112.");
    const { cookie } = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const loggedIn = await (await server.request("GET", "/fi/ei-yhteytta", { cookie })).text();
    expect(loggedIn).toContain("<h1>Ei verkkoyhteyttä</h1>");
  });

  it("puts the manifest and the worker in a patient page's inline loader, not in its head", async () => {
    const html = await (await server.request("GET", "/fi")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("manifest");
    expect(html).toContain('"manifest":"/manifest.webmanifest?lang=fi"');
    expect(html).toMatch(/"serviceWorker":"\/sw\.js\?settings=[^"]+"/);
  });
});

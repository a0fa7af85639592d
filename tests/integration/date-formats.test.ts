import { describe, expect, it } from "vitest";
import type { Language } from "#domain/enums";
import { LANGUAGES } from "#domain/enums";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Every date and time a page shows follows the spec's formats (part 1 §9): D.M.YYYY (Finnish
// DD.MM.YYYY), times H:mm, in Europe/Helsinki, and an appointment time carries its weekday. The
// walk follows the links of the logged-in pages in each language, so a new page is covered by
// itself, and reads the text a user sees or hears (content and aria-labels).

const server = useTestServer({ demoDataNow: TEST_NOW });

/** How many pages one walk opens at most: every page kind is reached well before it. */
const PAGE_LIMIT = 60;

const SHORT_DATE: Record<Language, RegExp> = {
  fi: /^\d{2}\.\d{2}\.\d{4}$/,
  sv: /^[1-9]\d?\.[1-9]\d?\.\d{4}$/,
  en: /^[1-9]\d?\.[1-9]\d?\.\d{4}$/,
};

const SHORT_WEEKDAYS: Record<Language, string[]> = {
  fi: ["ma", "ti", "ke", "to", "pe", "la", "su"],
  sv: ["mån", "tis", "ons", "tors", "fre", "lör", "sön"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};

/** What a user reads or hears: the text of the body without scripts and styles, plus aria-labels. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const withoutCode = body.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
  const labels = [...withoutCode.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
  const text = withoutCode.replace(/<[^>]+>/g, " ");
  return decode([text, ...labels].join(" ")).replace(/\s+/g, " ");
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The spec's formats broken on one page: each finding names what was found. */
function dateProblems(text: string, lang: Language): string[] {
  const problems: string[] = [];
  for (const [date] of text.matchAll(/(?<![\d.,])\d{1,4}[./-]\d{1,2}[./-]\d{2,4}(?![\d,])/g)) {
    if (!SHORT_DATE[lang].test(date)) problems.push(`date ${date}`);
  }
  for (const [found] of text.matchAll(/\b\d{1,2}:\d{2}\s?(AM|PM|am|pm)\b/g)) problems.push(`12-hour time ${found}`);
  for (const [found] of text.matchAll(/\b(klo|kl\.|at) \d{1,2}\.\d{2}\b/g)) problems.push(`time with a dot ${found}`);
  for (const [found] of text.matchAll(/(?<![\d.:])0\d:\d{2}\b/g)) problems.push(`padded hour ${found}`);
  for (const [found] of text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) problems.push(`ISO date ${found}`);
  return problems;
}

/** Same-language page links of a page (no files, API calls, development tools or other hosts). */
function pageLinks(html: string, lang: Language): string[] {
  const links: string[] = [];
  for (const [, raw] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
    const href = decode(raw!);
    if (!href.startsWith(`/${lang}/`) && href !== `/${lang}`) continue;
    if (/\.(pdf|ics|png|jpe?g)(\?|$)|\/api\/|\/dev\/|\/oauth\//.test(href)) continue;
    links.push(href.split("#")[0]!);
  }
  return links;
}

async function walk(who: PersonaKey, lang: Language): Promise<Map<string, string[]>> {
  const { cookie } = await logInForTest(server.database.db, who, { lang });
  const found = new Map<string, string[]>();
  const queue = [`/${lang}`];
  const seen = new Set(queue);
  while (queue.length > 0 && found.size < PAGE_LIMIT) {
    const path = queue.shift()!;
    const response = await server.get(path, { cookie });
    if (response.status !== 200 || !response.headers.get("content-type")?.includes("text/html")) continue;
    const html = await response.text();
    found.set(path, dateProblems(visibleText(html), lang));
    for (const link of pageLinks(html, lang)) {
      // One page of each paged list is enough; the query only picks rows.
      const key = link.replace(/([?&])page=\d+/, "$1");
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(link);
      }
    }
  }
  return found;
}

describe("dates and times on every page", () => {
  for (const lang of LANGUAGES) {
    it(`follow the spec's formats in ${lang} for a patient, an occupational customer and a guardian`, async () => {
      const problems: Record<string, string[]> = {};
      let pages = 0;
      for (const who of ["aino", "jari", "mikko"] as const) {
        for (const [path, found] of await walk(who, lang)) {
          pages += 1;
          if (found.length > 0) problems[`${who} ${path}`] = found;
        }
      }
      expect(problems).toEqual({});
      expect(pages).toBeGreaterThan(40);
    }, 180_000);
  }

  it("show an appointment's time with its weekday in every language", async () => {
    for (const lang of LANGUAGES) {
      const { cookie } = await logInForTest(server.database.db, "aino", { lang });
      const path = { fi: "/fi/ajat", sv: "/sv/tider", en: "/en/appointments" }[lang];
      const html = await (await server.get(path, { cookie })).text();
      const times = [...html.matchAll(/<time dateTime="[^"]*T[^"]*">([^<]+)<\/time>/g)].map((match) => decode(match[1]!));
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) {
        const [weekday, date, , clock] = time.split(" ");
        expect(SHORT_WEEKDAYS[lang], time).toContain(weekday);
        expect(date, time).toMatch(SHORT_DATE[lang]);
        expect(clock, time).toMatch(/^[12]?\d:\d{2}$/);
      }
    }
  });

  it("tell on the timed-out page when the user identified, as D.M.YYYY H:mm", async () => {
    const expected = { fi: "(24.11.2026 8:00)", sv: "(24.11.2026 8:00)", en: "(24.11.2026 8:00)" };
    for (const lang of LANGUAGES) {
      // Identified at 8:00 Helsinki time, two hours before TEST_NOW: the session has run out.
      const { cookie } = await logInForTest(server.database.db, "aino", { lang, authenticatedAt: new Date(TEST_NOW.getTime() - 2 * 3_600_000) });
      const path = { fi: "/fi/katkennut-istunto", sv: "/sv/utgatt-session", en: "/en/expired-session" }[lang];
      const text = visibleText(await (await server.get(path, { cookie })).text());
      expect(text).toContain(expected[lang]);
      expect(dateProblems(text, lang)).toEqual([]);
    }
  });
});

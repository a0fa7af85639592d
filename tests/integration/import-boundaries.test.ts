import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries of DESIGN.md, as eslint.config.js enforces them: planted files (never
// written to disk) are linted with the project's configuration, and the boundary rules must
// report the forbidden imports, relative and "#alias" alike, and let the allowed ones through.

const ROOT = resolve(import.meta.dirname, "../..");
const BOUNDARY_RULES = new Set(["import-x/no-restricted-paths", "local/value-import-zones"]);
const eslint = new ESLint({ cwd: ROOT });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages;
}

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const messages = await lint(file, code);
  return messages.filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

describe("import boundaries", { timeout: 60_000 }, () => {
  it("keep domain/ free of the server, relative or aliased", async () => {
    const code = (from: string) => `import type { Database } from "${from}";\nimport { openDatabase } from "${from}";\nexport type D = Database;\nexport const open = openDatabase;\n`;
    expect(await boundaryErrors("domain/planted.ts", code("../server/db/client"))).toEqual([
      expect.stringMatching(/domain\/ is pure/),
      expect.stringMatching(/domain\/ is pure/),
    ]);
    expect(await boundaryErrors("domain/planted.ts", code("#server/db/client"))).toEqual([
      expect.stringMatching(/domain\/ is pure/),
      expect.stringMatching(/domain\/ is pure/),
    ]);
    expect(await boundaryErrors("domain/routes/planted.ts", 'import { Shell } from "#app/ui/shell/shell";\nexport const s = Shell;\n')).toEqual([
      expect.stringMatching(/domain\/ is pure/),
    ]);
  });

  it("keep server/ out of app/", async () => {
    const code = 'import { Shell } from "../../app/ui/shell/shell";\nexport const s = Shell;\n';
    expect(await boundaryErrors("server/modules/planted.ts", code)).toEqual([expect.stringMatching(/server\/ never imports from app\//)]);
    const aliased = 'import { Shell } from "#app/ui/shell/shell";\nexport const s = Shell;\n';
    expect(await boundaryErrors("server/modules/booking/planted.ts", aliased)).toEqual([expect.stringMatching(/server\/ never imports from app\//)]);
  });

  it("let app/ reach server/ values only from *.server.ts modules", async () => {
    const code = 'import { APPOINTMENT_LIST_LIMIT } from "#server/modules/appointments/appointment-service";\nexport const limit = APPOINTMENT_LIST_LIMIT;\n';
    expect(await boundaryErrors("app/routes/appointments/planted.tsx", code)).toEqual([expect.stringMatching(/only through \*\.server\.ts/)]);
    const relative = 'import { openDatabase } from "../server/db/client";\nexport const open = openDatabase;\n';
    expect(await boundaryErrors("app/planted.ts", relative)).toEqual([expect.stringMatching(/only through \*\.server\.ts/)]);
    // An inline `type` still loads the module under verbatimModuleSyntax.
    const inlineType = 'import { type Database } from "#server/db/client";\nexport type D = Database;\n';
    expect(await boundaryErrors("app/ui/planted.tsx", inlineType)).toEqual([expect.stringMatching(/only through \*\.server\.ts/)]);
    expect(await boundaryErrors("app/routes/appointments/planted.server.ts", code)).toEqual([]);
  });

  it("keep route areas apart", async () => {
    const code = 'import { meta } from "#app/routes/appointments/appointment";\nexport const m = meta;\n';
    expect(await boundaryErrors("app/routes/booking/reservation/planted.tsx", code)).toEqual([expect.stringMatching(/Route areas do not import each other/)]);
    const relative = 'import { loadAppointmentPageData } from "../../appointments/appointment.server";\nexport const l = loadAppointmentPageData;\n';
    expect(await boundaryErrors("app/routes/booking/reservation/planted.tsx", relative)).toEqual([
      expect.stringMatching(/Route areas do not import each other/),
    ]);
  });

  it("let a server module reach another module through its service only, never its repository", async () => {
    const aliased = 'import { findContractsInForce } from "#server/modules/occupational/contracts-repository";\nexport const f = findContractsInForce;\n';
    expect(await boundaryErrors("server/modules/booking/planted.ts", aliased)).toEqual([expect.stringMatching(/through its service, never its repository/)]);
    const relative = 'import { findThreadsByIds } from "../messaging/thread-repository";\nexport const f = findThreadsByIds;\n';
    expect(await boundaryErrors("server/modules/professional/planted.ts", relative)).toEqual([expect.stringMatching(/through its service, never its repository/)]);
    // A repository named repository.ts is its module's own too, and so are its types.
    const typeOnly = 'import type { countVisits } from "#server/modules/visits/repository";\nexport type C = typeof countVisits;\n';
    expect(await boundaryErrors("server/modules/account/planted.ts", typeOnly)).toEqual([expect.stringMatching(/through its service, never its repository/)]);
    // Its own repositories, and another module's service, are fine.
    expect(await boundaryErrors("server/modules/occupational/planted.ts", 'import { findContractsInForce } from "./contracts-repository";\nexport const f = findContractsInForce;\n')).toEqual([]);
    expect(await boundaryErrors("server/modules/booking/planted.ts", 'import { listContractsInForce } from "#server/modules/occupational/contracts-service";\nexport const f = listContractsInForce;\n')).toEqual([]);
  });

  it("allow domain from app, server types in app, and the route table from server", async () => {
    expect(await lint("app/routes/booking/planted.tsx", 'import { href } from "#domain/routes/href";\nexport const h = href;\n')).toEqual([]);
    expect(
      await lint("app/routes/booking/planted.tsx", 'import type { Database } from "#server/db/client";\nexport type D = Database;\n'),
    ).toEqual([]);
    expect(await lint("server/modules/booking/planted.ts", 'import { href } from "#domain/routes/href";\nexport const h = href;\n')).toEqual([]);
    expect(await lint("app/routes/booking/planted.tsx", 'import { AppointmentDetails } from "#app/ui/appointments/appointment-details";\nexport const a = AppointmentDetails;\n')).toEqual([]);
  });
});

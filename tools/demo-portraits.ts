import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRACTITIONERS } from "#server/db/demo-data/catalog-data";
import { portraitPath, portraitSvg } from "#server/db/demo-data/portraits";

// Writes the demo practitioners' generated portraits under public/ (server/db/demo-data/portraits.ts).
const publicDir = path.resolve("public");
for (const practitioner of PRACTITIONERS) {
  if (practitioner.isResource) continue;
  const file = path.join(publicDir, portraitPath(practitioner.key));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, portraitSvg(practitioner.key));
}
console.log(`portraits written to ${path.join(publicDir, "demo/practitioners")}`);

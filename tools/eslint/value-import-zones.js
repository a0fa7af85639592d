// A local ESLint rule: import-x/no-restricted-paths for value imports only. import-x has no
// type-only exception, and app/ may use server/ types (a loader's return type, an API response)
// but never server code. So this rule checks zones like import-x does, resolving relative and
// "#alias/..." paths (the tsconfig.json "paths"), and lets `import type` / `export type` through.
//
// Options: { root, aliases: { "#app/": "app/", ... }, zones: [{ target, except?, from, message }] },
// with globs relative to root; a file matches a zone when it matches `target` and no `except`.
// Only declaration-level `import type` counts as a type import: under verbatimModuleSyntax,
// `import { type X } from "m"` still loads "m" at run time.
import path from "node:path";

const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The import's path relative to root ("server/db/client"), or null for a package import. */
export function resolveImport(specifier, fromFile, root, aliases) {
  const bare = specifier.split("?")[0];
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
  let absolute;
  if (alias) absolute = path.resolve(root, aliases[alias], bare.slice(alias.length));
  else if (bare.startsWith(".")) absolute = path.resolve(path.dirname(fromFile), bare);
  else return null;
  return path.relative(root, absolute).split(path.sep).join("/");
}

/** A glob of "**", "*" and "{a,b}" as a regular expression over root-relative paths. */
export function globToRegExp(glob) {
  let source = "";
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index];
    if (glob.startsWith("**/", index)) {
      source += "(?:.*/)?";
      index += 2;
    } else if (glob.startsWith("**", index)) {
      source += ".*";
      index += 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "{") source += "(?:";
    else if (char === "}") source += ")";
    else if (char === ",") source += "|";
    else source += char.replace(/[.+^$()|[\]\\?]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const matchesAny = (file, globs) => asList(globs).some((glob) => globToRegExp(glob).test(file));
/** A zone's `from` is a folder (everything inside it) or a glob. */
const inFrom = (file, from) => asList(from).some((entry) => (/[*{]/.test(entry) ? globToRegExp(entry).test(file) : file === entry || file.startsWith(`${entry}/`)));

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid value imports across configured zones; type-only imports are allowed." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          aliases: { type: "object", additionalProperties: { type: "string" } },
          zones: {
            type: "array",
            items: {
              type: "object",
              properties: {
                target: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
                except: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
                from: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
                message: { type: "string" },
              },
              required: ["target", "from"],
              additionalProperties: false,
            },
          },
        },
        required: ["root", "zones"],
        additionalProperties: false,
      },
    ],
    messages: { zone: 'Value import of "{{importPath}}" in a restricted zone. {{message}}' },
  },
  create(context) {
    const { root, aliases = {}, zones } = context.options[0];
    const file = path.relative(root, context.physicalFilename).split(path.sep).join("/");
    const active = zones.filter((zone) => matchesAny(file, zone.target) && !matchesAny(file, zone.except));
    if (active.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const imported = resolveImport(source.value, context.physicalFilename, root, aliases);
      if (imported === null) return;
      for (const zone of active) {
        if (inFrom(imported, zone.from)) {
          context.report({ node: source, messageId: "zone", data: { importPath: source.value, message: zone.message ?? "" } });
        }
      }
    }

    return {
      ImportDeclaration(node) {
        if (node.importKind !== "type") check(node, node.source);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== "type") check(node, node.source);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") check(node, node.source);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source);
      },
    };
  },
};

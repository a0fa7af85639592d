import { register } from "node:module";

// React Router 7 publishes a production build (dist/production: no development warnings, no
// extra checks) but its package exports name only the development one, so a Node server gets the
// development build. A resolve hook sends every import of React Router's development files to the
// production files of the same name instead; it must be registered before anything imports
// React Router (server/main.ts imports the HTTP app only after this). Decision 232.

const HOOK = `
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes("/node_modules/react-router/dist/development/")
    ? { ...resolved, url: resolved.url.replace("/node_modules/react-router/dist/development/", "/node_modules/react-router/dist/production/") }
    : resolved;
}
`;

export function useProductionReactRouter(): void {
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}

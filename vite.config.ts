import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The import aliases of tsconfig.json ("#app/...", "#domain/...", "#server/..."), for Vite.
export const aliases = ["app", "domain", "server", "tests"].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: aliases },
  build: { target: "es2022" },
});

import { execFileSync } from "node:child_process";

/**
 * The text of a PDF, as poppler's `pdftotext` reads it (apt-get install poppler-utils; .ci/run
 * installs it). A test that reads the text proves the document is a real, readable PDF.
 */
export function pdfText(bytes: Uint8Array, { layout = false }: { layout?: boolean } = {}): string {
  return execFileSync("pdftotext", [...(layout ? ["-layout"] : []), "-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" });
}

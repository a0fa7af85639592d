import { describe, expect, it } from "vitest";
import {
  ALLOWED_EXTENSIONS,
  KELA_IMAGE_TYPES,
  KELA_UPLOAD_TIMEOUT_MS,
  MAX_ATTACHMENT_BYTES,
  isAllowedContentType,
  isAllowedFileName,
  isImageFileName,
  isKelaImageType,
  validateAttachments,
} from "./upload";

const pdf = { name: "lausunto.pdf", type: "application/pdf", size: 1000 };

describe("file names", () => {
  it("allows the listed extensions by ending, in any case", () => {
    for (const extension of ALLOWED_EXTENSIONS) {
      expect(isAllowedFileName(`file.${extension}`)).toBe(true);
      expect(isAllowedFileName(`FILE.${extension.toUpperCase()}`)).toBe(true);
    }
    expect(isAllowedFileName("scan.2024.03.Jpe")).toBe(true);
  });

  it("refuses everything else", () => {
    for (const name of ["virus.exe", "old.doc", "old.xls", "slides.ppt", "page.html", "pdf", "archive.pdf.zip", "notext", "file.pdf "]) {
      expect(isAllowedFileName(name)).toBe(false);
    }
  });

  it("needs the dot: 'context' does not end in the extension 'text'", () => {
    expect(isAllowedFileName("context")).toBe(false);
    expect(isAllowedFileName("notes.text")).toBe(true);
  });

  it("counts jpg, jpeg and png as images", () => {
    expect(isImageFileName("photo.JPG")).toBe(true);
    expect(isImageFileName("photo.jpeg")).toBe(true);
    expect(isImageFileName("photo.png")).toBe(true);
    expect(isImageFileName("photo.gif")).toBe(false);
    expect(isImageFileName("photo.jpe")).toBe(false);
    expect(isImageFileName("lausunto.pdf")).toBe(false);
  });
});

describe("content types", () => {
  it.each([
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
    "application/pdf",
    "application/rtf",
    "text/rtf",
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-powerpoint",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "application/vnd.oasis.opendocument.text",
    "application/vnd.oasis.opendocument.spreadsheet",
    "image/gif",
    "image/jpeg",
    "image/png",
    "image/tiff",
    "text/csv",
    "text/plain",
    "TEXT/PLAIN; charset=UTF-8",
  ])("allows %s", (type) => {
    expect(isAllowedContentType(type)).toBe(true);
  });

  it.each(["", "application/octet-stream", "text/html", "image/svg+xml", "application/zip", "image/webp"])(
    "refuses %j",
    (type) => {
      expect(isAllowedContentType(type)).toBe(false);
    },
  );
});

describe("validateAttachments", () => {
  it("accepts no files and allowed files", () => {
    expect(validateAttachments([])).toEqual({ ok: true, totalBytes: 0 });
    expect(validateAttachments([pdf, { name: "kuva.png", type: "image/png", size: 2000 }])).toEqual({
      ok: true,
      totalBytes: 3000,
    });
  });

  it("limits the combined size to 9 MiB", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(9 * 1024 * 1024);
    const half = { ...pdf, size: MAX_ATTACHMENT_BYTES / 2 };
    expect(validateAttachments([half, half])).toEqual({ ok: true, totalBytes: MAX_ATTACHMENT_BYTES });
    expect(validateAttachments([half, { ...half, size: half.size + 1 }])).toEqual({
      ok: false,
      error: "fileTooLarge",
      totalBytes: MAX_ATTACHMENT_BYTES + 1,
      maxBytes: MAX_ATTACHMENT_BYTES,
    });
  });

  it("names the first refused file", () => {
    expect(validateAttachments([pdf, { name: "setup.exe", type: "application/x-msdownload", size: 1 }])).toEqual({
      ok: false,
      error: "fileTypeNotAllowed",
      fileName: "setup.exe",
    });
  });

  it("needs both an allowed extension and an allowed type", () => {
    expect(validateAttachments([{ name: "fake.pdf", type: "text/html", size: 1 }])).toMatchObject({
      error: "fileTypeNotAllowed",
    });
    expect(validateAttachments([{ name: "old.doc", type: "application/msword", size: 1 }])).toMatchObject({
      error: "fileTypeNotAllowed",
    });
    expect(validateAttachments([{ name: "tulokset.csv", type: "application/vnd.ms-excel", size: 1 }])).toEqual({
      ok: true,
      totalBytes: 1,
    });
  });
});

describe("Kela card images", () => {
  it("accept only JPEG and PNG", () => {
    expect(KELA_IMAGE_TYPES).toEqual(["image/jpeg", "image/png"]);
    expect(isKelaImageType("image/jpeg")).toBe(true);
    expect(isKelaImageType("image/PNG")).toBe(true);
    for (const type of ["image/gif", "image/tiff", "application/pdf", "image/heic", ""]) {
      expect(isKelaImageType(type)).toBe(false);
    }
  });

  it("time out after 120 s", () => {
    expect(KELA_UPLOAD_TIMEOUT_MS).toBe(120_000);
  });
});

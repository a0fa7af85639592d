import express, { type ErrorRequestHandler, type Router } from "express";
import { KELA_IMAGE_MAX_BYTES, KelaCardInitUploadSchema } from "#domain/kela-card";
import { toValidationDetails } from "#domain/validation-details";
import { sendValidationError } from "#server/http/api-errors";
import { requireActingPatient, requireCsrfToken, requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { finishKelaCardUpload, getKelaCard, initKelaCardUpload, readKelaImage, storeKelaCardUpload } from "./kela-card-service";
import { scopeOf } from "#server/http/service-scope";

// Kela card API (spec part 1 §7; decisions 219-221). CSRF: the API router checks csrfToken on
// every write; the GET calls the spec marks 'csrf' check it here.
//   GET  /api/kela-card?csrfToken                     → { imageUrl: { front, back } } (short-lived links or null)
//   POST /api/kela-card/init-upload?csrfToken         { mimetypes: { front, back } } → { front: { url, headers }, back: { url, headers }, token }
//   PUT  /api/kela-card/uploads/{id}?expires&signature&csrfToken   the bytes (local folder storage only)
//   GET  /api/kela-card/finish-upload?csrfToken&token → { success: true } | { success: false, error }
//   GET  /api/kela-card/images/{id}?expires&signature → the image (the session's own, before it expires)

const idOf = (value: unknown) => (typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : NaN);

export function kelaCardApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;
  const storage = services.integrations.fileStorage;
  const kelaScopeOf = (res: express.Response) => {
    const { now, actor } = scopeOf(res);
    return { actingPatientId: requireActingPatient(res, "customerNotFound"), sessionId: sessionOf(res).id, now, actor };
  };

  router.get("/kela-card", requireSession(), requireCsrfToken, async (_req, res) => {
    res.json(await getKelaCard(db, kelaScopeOf(res)));
  });

  router.post("/kela-card/init-upload", requireSession(), async (req, res) => {
    const parsed = KelaCardInitUploadSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, toValidationDetails(parsed.error));
    const scope = kelaScopeOf(res);
    res.json(await initKelaCardUpload(db, storage, { ...scope, upload: parsed.data, csrfToken: sessionOf(res).csrfToken }));
  });

  router.put(
    "/kela-card/uploads/:id",
    requireSession(),
    express.raw({ type: () => true, limit: KELA_IMAGE_MAX_BYTES }),
    async (req, res) => {
      const result = await storeKelaCardUpload(db, storage, {
        ...kelaScopeOf(res),
        imageId: idOf(req.params.id),
        expires: req.query.expires,
        signature: req.query.signature,
        contentTypeHeader: req.headers["content-type"],
        bytes: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(),
      });
      const status = { success: 200, uploadNotFound: 404, alreadyUploaded: 409, fileTooLarge: 413, invalidFileType: 415 }[result.type];
      res.status(status).json(result);
    },
  );

  router.use("/kela-card/uploads", ((error, _req, res, next) => {
    // express.raw stops reading past the limit: a too-large answer, not the API's 400.
    if ((error as { type?: string }).type === "entity.too.large") res.status(413).json({ type: "fileTooLarge" });
    else next(error);
  }) as ErrorRequestHandler);

  router.get("/kela-card/finish-upload", requireSession(), requireCsrfToken, async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.json(await finishKelaCardUpload(db, storage, { ...kelaScopeOf(res), token }));
  });

  router.get("/kela-card/images/:id", requireSession(), async (req, res) => {
    const session = sessionOf(res);
    const file =
      session.actingPatientId === null
        ? null
        : await readKelaImage(db, storage, {
            ...kelaScopeOf(res),
            imageId: idOf(req.params.id),
            expires: req.query.expires,
            signature: req.query.signature,
          });
    if (!file) {
      res.status(404).json({ type: "notFound" });
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Content-Disposition", "inline");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.end(Buffer.from(file.bytes));
  });

  return router;
}

import express, { type Router } from "express";
import { z } from "zod";
import { sendValidationError } from "#server/http/api-errors";
import { scopeOf } from "#server/http/service-scope";
import { requireActingPatient, requireSession } from "#server/http/session";
import { MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import type { Services } from "#server/services";
import { answerAsCareTeam } from "./dev-tools";

// Development tools of the messaging area, mounted by messagingApi only with the development
// tools (config DEV_TOOLS; the route does not exist elsewhere):
//   POST /api/dev/messaging/care-team-answer?csrfToken=  { title, content }  the care team member
//        who wrote last in the acting patient's conversation `title` answers there, so it is
//        unread again (stands in for a professional answering in the workspace)

const AnswerBodySchema = z.object({ title: z.string().trim().min(1).max(THREAD_SUBJECT_MAX_LENGTH), content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX_LENGTH) });

export function devMessagingApi(services: Services): Router {
  const router = express.Router();

  router.post("/dev/messaging/care-team-answer", requireSession(), async (req, res) => {
    const body = AnswerBodySchema.safeParse(req.body ?? {});
    if (!body.success) return void sendValidationError(res, body.error);
    const patientId = requireActingPatient(res, "customerNotFound", { status: 404 });
    const result = await answerAsCareTeam(services.database.db, {
      patientId,
      ...body.data,
      now: scopeOf(res).now,
      notifier: services.integrations.messageNotifier,
    });
    // A closed conversation takes no new messages: there is one, but it cannot be answered.
    if (result.type !== "success") return void res.status(result.type === "threadClosed" ? 409 : 404).json(result);
    res.status(201).json({ messageId: result.messageId });
  });

  return router;
}

import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import helmet from "helmet";
import type { InteractionDetails } from "oidc-provider";
import { z } from "zod";
import { parseIdentityCode } from "#domain/identity-code";
import { createIdentityCodeSchema } from "#domain/identity-code-inputs";
import { PERSONAS, personaIdentityCode, STAFF_PERSONAS } from "#server/db/demo-data";
import type { IdentifiedPerson } from "../claims";
import { errorPage, loginPage, type LoginFormState, type PersonaChoice, staffLoginPage, STYLESHEET } from "./pages";
import { TEST_PROVIDER_CLIENT_NAME, type TestProvider } from "./provider";
import { chosenMethod, IDP_TEXTS, languageOf } from "./texts";

// The test provider's HTTP face: its own interaction pages (choose a demo persona or type any
// valid identity code), then everything else (discovery, authorization, token, JWKS) handled by
// oidc-provider itself.

export const INTERACTION_PATH = "/interaction";
export const STYLESHEET_PATH = "/assets/idp.css";

export interface TestProviderRouterOptions {
  /** Where the router is mounted, e.g. "/dev/idp". */
  mountPath: string;
  testProvider: () => Promise<TestProvider>;
  /** Origins the provider redirects a submitted form to (every registered redirect URI's origin). */
  redirectOrigins: string[];
}

const DEFAULT_GIVEN_NAME = "Testi";
const DEFAULT_FAMILY_NAME = "Henkilö";

const PERSONA_CHOICES: PersonaChoice[] = PERSONAS.map((persona) => ({
  key: persona.key,
  name: `${persona.firstName} ${persona.lastName}`,
  identityCode: personaIdentityCode(persona),
}));

// The provider accepts development codes (it never runs in production).
const IdentityCodeSchema = createIdentityCodeSchema();
const NameSchema = z.string().trim().min(1).max(100);

const SubmissionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("persona"), persona: z.string() }),
  z.object({ intent: z.literal("staff"), staff: z.string() }),
  z.object({
    intent: z.literal("identityCode"),
    identityCode: z.string().max(100).default(""),
    givenName: z.string().max(200).default(""),
    familyName: z.string().max(200).default(""),
  }),
]);

function personOfPersona(key: string): IdentifiedPerson | null {
  const persona = PERSONAS.find((candidate) => candidate.key === key);
  if (!persona) return null;
  return {
    identityCode: personaIdentityCode(persona),
    firstName: persona.firstName,
    lastName: persona.lastName,
    birthdate: persona.birthDate,
  };
}

export function testProviderRouter(options: TestProviderRouterOptions): Router {
  const router = express.Router();
  const stylesheet = `${options.mountPath}${STYLESHEET_PATH}`;
  const actionOf = (details: InteractionDetails) => `${options.mountPath}${INTERACTION_PATH}/${details.uid}`;

  // Its own headers, replacing the app's: the provider's pages have no scripts at all, and a
  // submitted form ends in a redirect to the portal's callback on any brand host (form-action).
  router.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'none'"],
          "style-src": ["'self'"],
          "img-src": ["'self'"],
          "form-action": ["'self'", ...options.redirectOrigins],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'none'"],
        },
      },
      strictTransportSecurity: false,
    }),
  );

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.type("text/css").setHeader("cache-control", "public, max-age=300");
    res.send(STYLESHEET);
  });

  const interaction = `${INTERACTION_PATH}/:uid`;
  router.get(interaction, async (req, res, next) => {
    try {
      const { provider } = await options.testProvider();
      const details = await interactionOf(provider, req, res);
      if (!details) return sendError(res, stylesheet, null);
      const lang = languageOf(details.params.ui_locales);
      if (isStaffSignIn(await options.testProvider(), details)) {
        res.status(200).type("html").setHeader("cache-control", "no-store");
        return void res.send(staffLoginPage({ lang, action: actionOf(details), stylesheet, staff: STAFF_CHOICES }));
      }
      const loginHint = typeof details.params.login_hint === "string" ? details.params.login_hint.slice(0, 11) : "";
      const form = { identityCode: loginHint, givenName: DEFAULT_GIVEN_NAME, familyName: DEFAULT_FAMILY_NAME, errors: {} };
      sendLoginPage(res, 200, { details, lang, form, action: actionOf(details), stylesheet });
    } catch (error) {
      next(error);
    }
  });

  router.post(interaction, express.urlencoded({ extended: false, limit: "10kb" }), async (req, res, next) => {
    try {
      const testProvider = await options.testProvider();
      const { provider } = testProvider;
      const details = await interactionOf(provider, req, res);
      const submission = SubmissionSchema.safeParse(req.body);
      if (!details || !submission.success) return sendError(res, stylesheet, null);
      const lang = languageOf(details.params.ui_locales);
      const input = submission.data;

      if (input.intent === "cancel") {
        await provider.interactionFinished(
          req,
          res,
          { error: "access_denied", error_description: "The user cancelled the identification" },
          { mergeWithLastSubmission: false },
        );
        return;
      }

      // The professional client signs staff in, and only staff; the citizens' client never does.
      const staffSignIn = isStaffSignIn(testProvider, details);
      if (staffSignIn !== (input.intent === "staff")) return sendError(res, stylesheet, null);
      if (input.intent === "staff") {
        const member = STAFF_PERSONAS.find((candidate) => candidate.key === input.staff);
        if (!member) return sendError(res, stylesheet, null);
        const accountId = testProvider.rememberStaff(member);
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? "openid"));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
        return;
      }

      let person: IdentifiedPerson | null;
      if (input.intent === "persona") {
        person = personOfPersona(input.persona);
        if (!person) return sendError(res, stylesheet, null);
      } else {
        const texts = IDP_TEXTS[lang];
        const code = IdentityCodeSchema.safeParse(input.identityCode);
        const givenName = NameSchema.safeParse(input.givenName);
        const familyName = NameSchema.safeParse(input.familyName);
        const persona = code.success ? PERSONAS.find((candidate) => personaIdentityCode(candidate) === code.data) : undefined;
        const errors: LoginFormState["errors"] = {};
        if (!code.success) errors.identityCode = texts.identityCodeInvalid;
        if (!persona && !givenName.success) errors.givenName = texts.nameRequired;
        if (!persona && !familyName.success) errors.familyName = texts.nameRequired;
        if (!code.success || Object.keys(errors).length > 0) {
          // The typed values stay in the form, next to their messages.
          const form = { identityCode: input.identityCode, givenName: input.givenName, familyName: input.familyName, errors };
          return sendLoginPage(res, 400, { details, lang, form, action: actionOf(details), stylesheet });
        }
        person = persona
          ? personOfPersona(persona.key)
          : {
              identityCode: code.data,
              firstName: givenName.data ?? DEFAULT_GIVEN_NAME,
              lastName: familyName.data ?? DEFAULT_FAMILY_NAME,
              birthdate: birthdateOf(code.data),
            };
      }
      if (!person) return sendError(res, stylesheet, null);

      // Login and consent in one step: a broker asks no consent for the attributes it releases.
      const accountId = testProvider.rememberPerson(person);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? "openid"));
      const grantId = await grant.save();
      const acr = chosenMethod(details.params.acr_values, lang).acr ?? undefined;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId, ...(acr ? { acr } : {}) }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  // Discovery, authorization, token, JWKS: oidc-provider's own endpoints.
  let handler: ((req: Request, res: Response) => Promise<void>) | null = null;
  const callback: RequestHandler = async (req, res, next) => {
    try {
      handler ??= (await options.testProvider()).provider.callback();
      await handler(req, res);
    } catch (error) {
      next(error);
    }
  };
  router.use(callback);
  return router;
}

const STAFF_CHOICES = STAFF_PERSONAS.map((member) => ({
  key: member.key,
  name: `${member.firstName} ${member.lastName}`,
  title: member.title,
  email: member.email,
}));

function isStaffSignIn(testProvider: TestProvider, details: InteractionDetails): boolean {
  return testProvider.professionalClientId !== null && details.params.client_id === testProvider.professionalClientId;
}

function birthdateOf(code: string): string {
  const parsed = parseIdentityCode(code);
  if (!parsed.ok) throw new Error("birthdateOf() needs a valid identity code");
  return parsed.birthDate;
}

/** The pending interaction named by the provider's cookie, when it is the one in the URL. */
async function interactionOf(
  provider: TestProvider["provider"],
  req: Request,
  res: Response,
): Promise<InteractionDetails | null> {
  try {
    const details = await provider.interactionDetails(req, res);
    return details.uid === req.params.uid ? details : null;
  } catch {
    // No interaction cookie, or the interaction expired: the user has to start again.
    return null;
  }
}

function sendLoginPage(
  res: Response,
  status: number,
  { details, lang, form, action, stylesheet }: { details: InteractionDetails; lang: ReturnType<typeof languageOf>; form: LoginFormState; action: string; stylesheet: string },
): void {
  res.status(status).type("html").setHeader("cache-control", "no-store");
  res.send(
    loginPage({
      lang,
      action,
      stylesheet,
      clientName: TEST_PROVIDER_CLIENT_NAME,
      methodName: chosenMethod(details.params.acr_values, lang).name,
      personas: PERSONA_CHOICES,
      form,
    }),
  );
}

function sendError(res: Response, stylesheet: string, detail: string | null): void {
  res.status(400).type("html").setHeader("cache-control", "no-store");
  res.send(errorPage({ lang: "fi", stylesheet, detail }));
}

import path from "node:path";
import type { Router } from "express";
import type { Clock } from "#server/clock/clock";
import type { Config } from "#server/config/config";
import type { DatabaseHandle } from "#server/db/client";
import { createOutboxEmailSender, type EmailSender } from "#server/integrations/email/email-sender";
import { createSmtpTransport } from "#server/integrations/email/smtp-transport";
import { createOutboxDelivery, type OutboxDelivery } from "#server/integrations/outbox/outbox-delivery";
import type { OutboxQueued } from "#server/integrations/outbox/outbox-repository";
import type { JobQueue } from "#server/jobs/job-queue";
import { createIdentityIntegration, type IdentityIntegration } from "#server/integrations/identity";
import { demoInsurerPagesRouter } from "#server/integrations/insurers/demo-insurer-pages";
import { createDemoInsurers } from "#server/integrations/insurers/demo-insurers";
import type { InsurerGateway } from "#server/integrations/insurers/insurers";
import { createDemoMandateRegistry } from "#server/integrations/mandate-registry/demo-registry";
import type { MandateRegistry } from "#server/integrations/mandate-registry/mandate-registry";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import { createOutboxMessageNotifier } from "#server/integrations/messaging/outbox-message-notifier";
import { href } from "#domain/routes/href";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { createPaytrailClient } from "#server/integrations/payments/paytrail-client";
import { createPaytrailTestService } from "#server/integrations/payments/test-service/test-service";
import { createDemoPopulationRegister } from "#server/integrations/population-register/demo-register";
import type { PopulationRegister } from "#server/integrations/population-register/population-register";
import { createOutboxSmsSender, type SmsSender } from "#server/integrations/sms/sms-sender";
import type { FileStorage } from "#server/integrations/storage/file-storage";
import { createLocalFolderStorage } from "#server/integrations/storage/local-folder-storage";
import { createS3Storage } from "#server/integrations/storage/s3-storage";
import type { Logger } from "#server/logger";
import { createPushNotices, type PushNotices } from "#server/integrations/push/push-notices";
import { createWebPushSender, type PushSender } from "#server/integrations/push/push-sender";
import { createSentryErrorReporter, type ErrorReporter, noErrorReporter } from "#server/integrations/error-reporting/error-reporter";

// The services container: built once at start from the parsed config, and the one place that
// decides which implementation each integration gets. Business modules never pick one: they take
// the integration they use as an argument, and the HTTP layer hands it over from here.

/** Every external system, each behind its interface in server/integrations/<name>/. */
export interface Integrations {
  /** Text messages, queued in the outbox in the caller's transaction. */
  sms: SmsSender;
  /** E-mail, queued in the outbox in the caller's transaction. */
  email: EmailSender;
  /**
   * Sends outbox messages through the channels' providers (e-mail over SMTP when SMTP_URL is set),
   * one job per message; null leaves every message in the outbox (/dev/outbox).
   */
  outboxDelivery: OutboxDelivery | null;
  /** Strong identification: the broker's relying party, and the built-in test provider outside production. */
  identity: IdentityIntegration;
  /** LähiTapiola and Pohjola (OP) checks of an insurance booking; the demo insurers today. */
  insurers: InsurerGateway;
  /** The demo insurers' own permit application pages (outside production), mounted under /api/dev/insurers. */
  insurerPages: Router | null;
  /** Guardianships (DVV); the demo register in our own database today. */
  populationRegister: PopulationRegister;
  /** Mandates (Suomi.fi Valtuudet); the demo registry in our own database today. */
  mandateRegistry: MandateRegistry;
  /** Uploaded files: S3-compatible object storage with S3_BUCKET, else `${DATA_DIR}/files`. */
  fileStorage: FileStorage;
  /**
   * Online payment over Paytrail's Payment API: the real API by configuration, the built-in test
   * service with the development tools, otherwise none (null: invoices cannot be paid online).
   */
  payments: PaymentProvider | null;
  /** The built-in Paytrail-protocol test service (development tools only), mounted under /dev/paytrail. */
  paytrailTestService: Router | null;
  /** New-message notices to patients (e-mail or SMS through the outbox, no health content). */
  messageNotifier: MessageNotifier | null;
  /** Errors to an error-reporting service (Sentry's protocol) with SENTRY_DSN; otherwise nothing is sent. */
  errorReporter: ErrorReporter;
  /** Web push to the patients' browsers (VAPID; decision 372). */
  pushSender: PushSender;
  /**
   * Push notices to a patient's devices, queued in the caller's transaction as delivery jobs
   * (decision 373); null in a process without a job queue, which sends none.
   */
  pushNotices: PushNotices | null;
}

/** The long-lived dependencies a request may use; created once per process. */
export interface Services {
  config: Config;
  clock: Clock;
  database: DatabaseHandle;
  logger: Logger;
  integrations: Integrations;
}

export interface ServiceDependencies {
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  /**
   * The job queue, in a server that runs one: a message of a channel with a provider then queues
   * its delivery job in the sender's transaction. Without it messages wait for the queue's sweep.
   */
  jobs?: JobQueue;
}

export function createServices(config: Config, { database, logger, clock, jobs }: ServiceDependencies): Services {
  const development = config.DEV_TOOLS;
  // No real insurer adapter exists yet, so every stage asks the demo insurers; their pages (the
  // insurer's side of a permit application) exist only outside production.
  const demoInsurers = createDemoInsurers(database.db, { now: () => clock.now() });
  // The config refuses SMTP_URL without EMAIL_FROM.
  const smtp = config.SMTP_URL && config.EMAIL_FROM ? createSmtpTransport({ url: config.SMTP_URL, from: config.EMAIL_FROM }) : null;
  const outboxDelivery = smtp
    ? createOutboxDelivery({
        db: database.db,
        transports: { email: { send: (message) => smtp.send({ to: message.recipient, subject: message.subject ?? "", body: message.body }), close: () => smtp.close() } },
        clock,
      })
    : null;
  const queuedFor = (channel: "sms" | "email"): OutboxQueued | undefined =>
    jobs && outboxDelivery?.channels.includes(channel)
      ? (tx, messageId) => jobs.sendInTransaction(tx, "outbox-delivery", { messageId }, { singletonKey: String(messageId) })
      : undefined;
  const pushNotices = jobs ? createPushNotices((tx, delivery, singletonKey) => jobs.sendInTransaction(tx, "push-delivery", delivery, { singletonKey })) : null;
  const sms = createOutboxSmsSender(queuedFor("sms"));
  const email = createOutboxEmailSender(queuedFor("email"));
  const integrations: Integrations = {
    sms,
    email,
    outboxDelivery,
    identity: createIdentityIntegration(config, logger),
    insurers: demoInsurers,
    insurerPages: development ? demoInsurerPagesRouter(demoInsurers) : null,
    populationRegister: createDemoPopulationRegister(database.db),
    mandateRegistry: createDemoMandateRegistry(database.db),
    fileStorage:
      config.FILE_STORAGE.kind === "s3" ? createS3Storage(config.FILE_STORAGE) : createLocalFolderStorage(path.join(config.DATA_DIR, "files")),
    payments: config.PAYTRAIL
      ? createPaytrailClient({ ...config.PAYTRAIL, now: () => clock.now() })
      : null,
    paytrailTestService:
      config.PAYTRAIL?.testService && development
        ? createPaytrailTestService({ merchantId: config.PAYTRAIL.merchantId, secret: config.PAYTRAIL.secret, now: () => clock.now(), logger })
        : null,
    messageNotifier: withPushNotice(
      createOutboxMessageNotifier({
        email,
        sms,
        messagesLink: (lang) => new URL(href("messages", lang), config.PUBLIC_URL).toString(),
      }),
      pushNotices,
    ),
    pushSender: createWebPushSender(config.WEB_PUSH),
    pushNotices,
    errorReporter: config.SENTRY_DSN ? createSentryErrorReporter({ dsn: config.SENTRY_DSN, environment: config.HOIVA_STAGE }) : noErrorReporter,
  };
  return { config, clock, database, logger, integrations };
}

/** The new-message notice by e-mail or SMS, and a push to the patient's devices (decision 373). */
function withPushNotice(notifier: MessageNotifier, pushNotices: PushNotices | null): MessageNotifier {
  if (!pushNotices) return notifier;
  return {
    async notifyNewMessage(tx, notice) {
      await notifier.notifyNewMessage(tx, notice);
      await pushNotices.queue(tx, { kind: "newMessage", patientId: notice.patientId });
    },
  };
}

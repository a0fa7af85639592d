import type { DatabaseOrTransaction } from "#server/db/client";

// The messaging slot of the services container, filled by issue 13 ("Messaging: conversations
// with the care team over GraphQL"): when a professional writes, the patient gets an e-mail or SMS
// notice in their language, with no health content, queued in the transaction of the message.
// Only the shape is fixed here; until issue 13 the container holds no implementation (null).

export interface NewMessageNotice {
  patientId: number;
  threadId: number;
}

export interface MessageNotifier {
  notifyNewMessage(tx: DatabaseOrTransaction, notice: NewMessageNotice): Promise<void>;
}

import { desc, eq } from "drizzle-orm";
import type { AnnouncementType, Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { customerMessagingAnnouncements } from "#server/db/schema";

// The announcement banner of the new-conversation page (spec part 2 §2): the newest active one,
// in the page's language. No patient data, so no audit row.

export interface MessagingAnnouncement {
  heading: string;
  /** Markdown, rendered safely by the page. */
  description: string;
  type: AnnouncementType;
}

export async function getActiveAnnouncement(db: DatabaseOrTransaction, lang: Language): Promise<MessagingAnnouncement | null> {
  const [row] = await db
    .select({ heading: customerMessagingAnnouncements.heading, description: customerMessagingAnnouncements.description, type: customerMessagingAnnouncements.announcementType })
    .from(customerMessagingAnnouncements)
    .where(eq(customerMessagingAnnouncements.isActive, true))
    .orderBy(desc(customerMessagingAnnouncements.createdAt), desc(customerMessagingAnnouncements.id))
    .limit(1);
  return row ? { heading: row.heading[lang], description: row.description[lang], type: row.type } : null;
}

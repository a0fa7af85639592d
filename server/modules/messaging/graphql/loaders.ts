import DataLoader from "dataloader";
import type { DatabaseOrTransaction } from "#server/db/client";
import {
  type AssignmentRow,
  type AttachmentRow,
  findAttachments,
  findCurrentAssignments,
  findMessagePages,
  findParticipants,
  findProfessionalsWithAccess,
  findQuestionnaireInvitations,
  findReadStatuses,
  type InvitationRow,
  type MessageRow,
  type ReadStatusRow,
  type ThreadUserRow,
} from "../thread-repository";

// Per-request batching (decision 182): each loader gathers the ids a GraphQL response asks for and
// answers them with one query of the repository, always for the acting patient only. A page of
// threads therefore costs the same queries whatever its length (graphql-api.test.ts counts them).

export interface MessagePageKey {
  threadId: number;
  limit: number;
  offset: number;
}

export interface MessagePage {
  totalCount: number;
  messages: MessageRow[];
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export function createMessagingLoaders(db: DatabaseOrTransaction, patientId: number, now: Date) {
  const many = <T>(load: (ids: readonly number[]) => Promise<T[]>, keyOf: (row: T) => number) =>
    new DataLoader<number, T[]>(async (ids) => {
      const groups = groupBy(await load(ids), keyOf);
      return ids.map((id) => groups.get(id) ?? []);
    });

  return {
    participants: many<ThreadUserRow>((ids) => findParticipants(db, patientId, ids), (row) => row.threadId),
    assignments: many<AssignmentRow>((ids) => findCurrentAssignments(db, patientId, ids, now), (row) => row.threadId),
    professionalsWithAccess: many<ThreadUserRow>((ids) => findProfessionalsWithAccess(db, patientId, ids, now), (row) => row.threadId),
    readStatuses: many<ReadStatusRow>((ids) => findReadStatuses(db, patientId, ids), (row) => row.threadId),
    attachments: many<AttachmentRow>((ids) => findAttachments(db, patientId, ids), (row) => row.messageId),
    invitations: many<InvitationRow>((ids) => findQuestionnaireInvitations(db, patientId, ids), (row) => row.messageId),
    messagePages: new DataLoader<MessagePageKey, MessagePage, string>(
      async (keys) => {
        // Threads asked with the same page size and offset share one query.
        const windows = new Map<string, MessagePageKey[]>();
        for (const key of keys) {
          const window = `${key.limit}:${key.offset}`;
          windows.set(window, [...(windows.get(window) ?? []), key]);
        }
        const answers = new Map<string, MessagePage>();
        for (const group of windows.values()) {
          const first = group[0];
          if (!first) continue;
          const { messages, counts } = await findMessagePages(db, patientId, group.map((key) => key.threadId), first);
          const byThread = groupBy(messages, (row) => row.threadId);
          for (const key of group) {
            answers.set(`${key.threadId}:${key.limit}:${key.offset}`, { totalCount: counts.get(key.threadId) ?? 0, messages: byThread.get(key.threadId) ?? [] });
          }
        }
        return keys.map((key) => answers.get(`${key.threadId}:${key.limit}:${key.offset}`) ?? { totalCount: 0, messages: [] });
      },
      { cacheKeyFn: (key) => `${key.threadId}:${key.limit}:${key.offset}` },
    ),
  };
}

export type MessagingLoaders = ReturnType<typeof createMessagingLoaders>;

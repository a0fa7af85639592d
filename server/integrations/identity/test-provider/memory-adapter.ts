import type { Adapter, AdapterPayload } from "oidc-provider";

// Storage for the test provider's short-lived artefacts (interactions, codes, grants), in this
// process's memory. Enough for a development tool served by one process; a real broker is a
// separate service. (oidc-provider's own memory adapter would print a warning on every start.)

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/** Entries beyond this are dropped oldest first, so a long-running dev server stays small. */
const MAX_ENTRIES = 10_000;

export function createMemoryAdapterFactory(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const store = (key: string, payload: AdapterPayload, expiresIn: number | undefined) => {
    entries.delete(key);
    entries.set(key, { payload, expiresAt: expiresIn === undefined ? Infinity : now() + expiresIn * 1000 });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
  };

  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: "uid" | "userCode", value: string) => {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${model}:`) && entry.payload[field] === value) return live(entryKey);
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        store(key(id), payload, expiresIn);
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy("uid", uid);
      },
      async findByUserCode(userCode) {
        return findBy("userCode", userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
}

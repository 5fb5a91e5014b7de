import type { Database } from "./client.ts";

// DESIGN §8: what every page reads and rarely changes (the catalogue, the shop's settings, the
// decoration pricing tables) is kept in each process until the database says it changed. A
// trigger NOTIFYs the channel on every write, from any instance or straight SQL; each process
// LISTENs and drops its copy. Until the LISTEN is in place (or when it cannot be), nothing is
// kept: every read asks the database.

/** How long after a failed LISTEN the next read tries again. */
const listenRetryMs = 30_000;

type Entry<T> = {
  value: Promise<T> | null;
  listening: "no" | "pending" | "yes";
  retryAt: number;
};

export type KeptUntilNotified<T> = {
  /** The value, from this process's copy when it is known to be current. */
  read(database: Database): Promise<T>;
  /** Forgets this process's copy (the NOTIFY does it for every process). */
  drop(database: Database): void;
};

/** `load`'s answer kept per database until `channel` is notified; a failed load is not kept. */
export function keptUntilNotified<T>(
  channel: string,
  load: (database: Database) => Promise<T>,
): KeptUntilNotified<T> {
  const entries = new WeakMap<Database, Entry<T>>();

  function entryOf(database: Database): Entry<T> {
    let entry = entries.get(database);
    if (!entry) {
      entry = { value: null, listening: "no", retryAt: 0 };
      entries.set(database, entry);
    }
    return entry;
  }

  function drop(database: Database): void {
    const entry = entries.get(database);
    if (entry) entry.value = null;
  }

  function startListening(database: Database, entry: Entry<T>): void {
    if (entry.listening !== "no" || Date.now() < entry.retryAt) return;
    entry.listening = "pending";
    database
      .listen(channel, () => drop(database))
      .then(
        () => {
          entry.listening = "yes";
        },
        () => {
          entry.listening = "no";
          entry.retryAt = Date.now() + listenRetryMs;
        },
      );
  }

  return {
    read(database) {
      const entry = entryOf(database);
      startListening(database, entry);
      if (entry.listening !== "yes") return load(database);
      if (!entry.value) {
        const loading = load(database);
        entry.value = loading;
        loading.catch(() => {
          if (entry.value === loading) entry.value = null;
        });
      }
      return entry.value;
    },
    drop,
  };
}

// Decision 026: the young generation's size (`--max-semi-space-size`, in MB) of a worker process.
// `npm start` gives every process 16 MB, which keeps the embedded database's single process
// small. Workers only ever serve a PostgreSQL server, where memory is not the constraint and a
// page's garbage is: with 64 MB they scavenge a quarter as often, and uncached scale-catalogue
// pages are served ~10 % faster (docs/performance-scale.md, "2026-12-07 (night)").
export const workerSemiSpaceMb = 64;

/** Node's flags for a worker: the primary's own, with the worker's young generation. */
export function workerExecArgv(primaryExecArgv: readonly string[]): string[] {
  return [
    ...primaryExecArgv.filter((flag) => !/^--max-semi-space-size(=|$)/.test(flag)),
    `--max-semi-space-size=${workerSemiSpaceMb}`,
  ];
}

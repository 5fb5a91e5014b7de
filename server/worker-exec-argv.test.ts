import { describe, expect, it } from "vitest";
import { workerExecArgv } from "./worker-exec-argv.ts";

describe("workerExecArgv", () => {
  it("gives a worker a 64 MB young generation in place of the primary's, keeping its other flags", () => {
    expect(workerExecArgv(["--liftoff-only", "--max-semi-space-size=16"])).toEqual([
      "--liftoff-only",
      "--max-semi-space-size=64",
    ]);
  });

  it("adds the young generation's size when the primary was started without one", () => {
    expect(workerExecArgv([])).toEqual(["--max-semi-space-size=64"]);
  });
});

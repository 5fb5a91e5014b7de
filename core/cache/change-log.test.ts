import { describe, expect, it } from "vitest";
import { createChangeLog } from "./change-log.ts";

describe("createChangeLog", () => {
  it("keeps an entry begun after every change", () => {
    const log = createChangeLog<string>();
    log.everything();
    log.some(() => true);
    expect(log.isCurrent(log.now(), "shirt")).toBe(true);
  });

  it("keeps an entry begun before narrow changes that do not touch it, and only those", () => {
    const log = createChangeLog<string>();
    const startedAt = log.now();
    log.some((entry) => entry === "polo");
    expect(log.isCurrent(startedAt, "shirt")).toBe(true);
    expect(log.isCurrent(startedAt, "polo")).toBe(false);
    // A change heard before the entry began does not count against it.
    const later = log.now();
    log.some((entry) => entry === "boot");
    expect(log.isCurrent(later, "polo")).toBe(true);
    expect(log.isCurrent(later, "boot")).toBe(false);
  });

  it("keeps nothing begun before a full change, even after narrow changes follow it", () => {
    const log = createChangeLog<string>();
    const startedAt = log.now();
    log.everything();
    log.some((entry) => entry === "polo");
    expect(log.isCurrent(startedAt, "shirt")).toBe(false);
    expect(log.isCurrent(log.now() - 1, "shirt")).toBe(true);
  });

  it("keeps nothing begun before more narrow changes than it remembers", () => {
    const log = createChangeLog<string>(3);
    const startedAt = log.now();
    for (let change = 0; change < 3; change += 1) log.some(() => false);
    expect(log.isCurrent(startedAt, "shirt")).toBe(true);
    log.some(() => false);
    expect(log.isCurrent(startedAt, "shirt")).toBe(false);
    expect(log.isCurrent(startedAt + 1, "shirt")).toBe(true);
  });
});

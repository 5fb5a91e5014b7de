import { describe, expect, it } from "vitest";
import { clientIpOf } from "./client-ip.ts";

describe("the client address used for rate limits", () => {
  it("is the connection's peer when it connects directly", () => {
    expect(clientIpOf("203.0.113.7", null)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from a remote peer, which anyone can send", () => {
    expect(clientIpOf("203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  });

  it("takes the address a proxy on this machine appended last", () => {
    expect(clientIpOf("127.0.0.1", "10.0.0.9, 198.51.100.1")).toBe("198.51.100.1");
    expect(clientIpOf("::ffff:127.0.0.1", "2001:db8::1")).toBe("2001:db8::1");
  });

  it("keeps the local peer when the forwarded entry is no address", () => {
    expect(clientIpOf("::1", "unknown")).toBe("::1");
  });

  it("is unknown without a connection (the app called in-process)", () => {
    expect(clientIpOf(undefined, "198.51.100.1")).toBeUndefined();
  });
});

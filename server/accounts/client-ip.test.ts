import { describe, expect, it } from "vitest";
import { clientIpOf, trustedProxyList } from "./client-ip.ts";

// Issue 10.11: X-Forwarded-For is believed only as far as TRUSTED_PROXIES says.

const loopback = trustedProxyList(["127.0.0.1/8", "::1/128"]);
const twoProxies = trustedProxyList(["127.0.0.1/8", "10.0.0.0/8", "2001:db8:ff::/48"]);

describe("the client address used for rate limits", () => {
  it("is the connection's peer when it connects directly", () => {
    expect(clientIpOf("203.0.113.7", null, loopback)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from an untrusted peer, which anyone can send", () => {
    expect(clientIpOf("203.0.113.7", "198.51.100.1", loopback)).toBe("203.0.113.7");
    // A private peer is not trusted unless TRUSTED_PROXIES names it.
    expect(clientIpOf("10.0.0.5", "198.51.100.1", loopback)).toBe("10.0.0.5");
    expect(clientIpOf("::ffff:192.168.1.9", "198.51.100.1", loopback)).toBe("192.168.1.9");
  });

  it("takes the address a proxy on this machine appended last, not what the client wrote", () => {
    expect(clientIpOf("127.0.0.1", "10.0.0.9, 198.51.100.1", loopback)).toBe("198.51.100.1");
    expect(clientIpOf("::ffff:127.0.0.1", "2001:db8::1", loopback)).toBe("2001:db8::1");
    expect(clientIpOf("::1", "1.2.3.4, 198.51.100.1", loopback)).toBe("198.51.100.1");
  });

  it("walks a chain through two trusted proxies back to the client", () => {
    expect(clientIpOf("10.0.0.2", "6.6.6.6, 198.51.100.44, 10.0.0.1", twoProxies)).toBe(
      "198.51.100.44",
    );
    expect(clientIpOf("127.0.0.1", "2001:db8:5::7, 2001:db8:ff::3", twoProxies)).toBe(
      "2001:db8:5::7",
    );
  });

  it("keeps the peer when the first untrusted entry is no address", () => {
    expect(clientIpOf("::1", "unknown", loopback)).toBe("::1");
    expect(clientIpOf("10.0.0.2", "198.51.100.1, evil.example, 10.0.0.1", twoProxies)).toBe(
      "10.0.0.2",
    );
    expect(clientIpOf("127.0.0.1", "198.51.100.1:4431", loopback)).toBe("127.0.0.1");
  });

  it("keeps the peer when every hop is one of our proxies", () => {
    expect(clientIpOf("10.0.0.2", "10.0.0.1, 127.0.0.1", twoProxies)).toBe("10.0.0.2");
    expect(clientIpOf("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
  });

  it("trusts nothing when the list is empty", () => {
    expect(clientIpOf("127.0.0.1", "198.51.100.1", trustedProxyList([]))).toBe("127.0.0.1");
  });

  it("believes X-Forwarded-For in-process (no socket: our own code), else knows nothing", () => {
    expect(clientIpOf(undefined, "198.51.100.1", loopback)).toBe("198.51.100.1");
    expect(clientIpOf(undefined, null, loopback)).toBeUndefined();
  });
});

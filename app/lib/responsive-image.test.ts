import { describe, expect, it } from "vitest";
import { imageCandidates } from "./responsive-image.ts";

const key = "3f2b8c1e-9a47-4d2b-8e11-5c0f6a7b9d20";

describe("imageCandidates", () => {
  it("offers our own upload at each width it was kept at, in WebP and AVIF", () => {
    expect(imageCandidates(`/images/catalogue/${key}.webp`, 1600)).toEqual({
      src: `/images/catalogue/${key}.webp?width=640`,
      srcSet:
        `/images/catalogue/${key}.webp?width=320 320w, /images/catalogue/${key}.webp?width=640 640w, ` +
        `/images/catalogue/${key}.webp?width=960 960w, /images/catalogue/${key}.webp?width=1600 1600w`,
      avifSrcSet:
        `/images/catalogue/${key}.avif?width=320 320w, /images/catalogue/${key}.avif?width=640 640w, ` +
        `/images/catalogue/${key}.avif?width=960 960w, /images/catalogue/${key}.avif?width=1600 1600w`,
    });
  });

  it("never asks for more than a small upload's own width", () => {
    const url = `https://shop.test/images/catalogue/${key}.webp`;
    expect(imageCandidates(url, 500)).toEqual({
      src: `${url}?width=500`,
      srcSet: `${url}?width=320 320w, ${url}?width=500 500w`,
      avifSrcSet:
        `https://shop.test/images/catalogue/${key}.avif?width=320 320w, ` +
        `https://shop.test/images/catalogue/${key}.avif?width=500 500w`,
    });
  });

  it("adds width to a Shopify CDN address, keeping its version, with no AVIF source", () => {
    const url = "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000";
    expect(imageCandidates(url, 1000)).toEqual({
      src: "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000&width=640",
      srcSet:
        "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000&width=320 320w, " +
        "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000&width=640 640w, " +
        "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000&width=960 960w, " +
        "https://cdn.shopify.com/s/files/1/0688/files/polo.jpg?v=1700000000&width=1000 1000w",
    });
  });

  it("replaces a width already in a Shopify address and knows a shop's own /cdn/shop/ path", () => {
    const url = "https://workwear.example/cdn/shop/files/boot.png?width=2048";
    expect(imageCandidates(url, 700).srcSet).toBe(
      "https://workwear.example/cdn/shop/files/boot.png?width=320 320w, " +
        "https://workwear.example/cdn/shop/files/boot.png?width=640 640w, " +
        "https://workwear.example/cdn/shop/files/boot.png?width=700 700w",
    );
  });

  it("keeps one address for a drawing or a server that cannot resize", () => {
    expect(imageCandidates("/images/demo/polo/navy.svg", 600)).toEqual({
      src: "/images/demo/polo/navy.svg",
    });
    expect(imageCandidates("https://images.example/polo.jpg", 1200)).toEqual({
      src: "https://images.example/polo.jpg",
    });
    expect(imageCandidates(`/images/catalogue/${key}.png`, 1200)).toEqual({
      src: `/images/catalogue/${key}.png`,
    });
  });
});

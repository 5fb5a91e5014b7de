import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

// The mail the shop writes to its drop folder (MAIL_DROP_DIR: DATA_DIR/mail in
// playwright.config.ts), read as a buyer reads their inbox.

/** The newest .eml to `address` whose text includes every one of `needles`, waiting for it. */
export async function newestMail(baseURL: string, address: string, ...needles: string[]) {
  const folder = path.join(tmpdir(), `tradewear-e2e-${new URL(baseURL).port}`, "mail");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder).catch(() => [] as string[]))
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse();
        for (const name of names) {
          // Quoted-printable soft line breaks (=CRLF) would split a long line's words.
          const eml = (await readFile(path.join(folder, name), "utf8")).replace(/=\r\n/g, "");
          if (!eml.includes(`\r\nTo: ${address}\r\n`)) continue;
          if (needles.every((needle) => eml.includes(needle))) {
            found = eml;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${address} with ${needles.join(", ")}` },
    )
    .toBe(true);
  return found;
}

// Reads commerce/engine/storefront-api-subset.graphql: the list of Storefront API types, fields and
// arguments our engine serves (DESIGN §5). The file is SDL-like but abridged ("{ ... }" bodies,
// "# same fields as X" placeholders), so it is read as a list, not built as a schema.

export type SubsetField = { name: string; args: string[]; typeText: string };
export type SubsetType =
  | {
      kind: "object" | "interface" | "input";
      name: string;
      interfaces: string[];
      fields: SubsetField[];
    }
  | { kind: "union"; name: string; members: string[] }
  | { kind: "enum" | "scalar"; name: string }
  | { kind: "directive"; name: string; args: string[] };

const blockStart = /^(type|interface|input)\s+(\w+)(?:\s+implements\s+([\w\s&]+?))?\s*\{(.*)$/;

function parseField(line: string): SubsetField | null {
  const match = /^(\w+)\s*(\(([^)]*)\))?\s*:\s*(.+)$/.exec(line.trim());
  if (!match?.[1]) return null;
  const typeText = (match[4] ?? "").trim();
  const args = (match[3] ?? "")
    .split(",")
    .map((arg) => arg.trim().split(":")[0]?.trim() ?? "")
    .filter((name) => name !== "");
  return { name: match[1], args, typeText };
}

/** The subset as types with their served fields; "same fields as X" bodies copy X's fields. */
export function parseSubset(text: string): Map<string, SubsetType> {
  const types = new Map<string, SubsetType>();
  const copies: { name: string; from: string }[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    const block = blockStart.exec(line);
    if (block) {
      const [, keyword, name = "", implementsText = "", rest = ""] = block;
      const kind = keyword === "type" ? "object" : (keyword as "interface" | "input");
      const interfaces = implementsText
        .split("&")
        .map((part) => part.trim())
        .filter(Boolean);
      const fields: SubsetField[] = [];
      const sameAs = /same fields as (\w+)/.exec(rest);
      if (sameAs?.[1]) copies.push({ name, from: sameAs[1] });
      if (!rest.includes("}")) {
        for (
          index++;
          index < lines.length && !(lines[index] ?? "").trim().startsWith("}");
          index++
        ) {
          const field = parseField((lines[index] ?? "").replace(/#.*$/, ""));
          if (field) fields.push(field);
        }
      }
      types.set(name, { kind, name, interfaces, fields });
      continue;
    }
    const union = /^union\s+(\w+)\s*=\s*(.+)$/.exec(line);
    if (union?.[1] && union[2]) {
      types.set(union[1], {
        kind: "union",
        name: union[1],
        members: union[2].split("|").map((m) => m.trim()),
      });
      continue;
    }
    // A directive is kept under "@name", so it never meets a type of the same name.
    const directive = /^directive\s+@(\w+)\s*\(([^)]*)\)/.exec(line);
    if (directive?.[1]) {
      const args = (directive[2] ?? "")
        .split(",")
        .map((arg) => arg.split(":")[0]?.trim() ?? "")
        .filter((name) => name !== "");
      types.set(`@${directive[1]}`, { kind: "directive", name: directive[1], args });
      continue;
    }
    const leaf = /^(enum|scalar)\s+(\w+)/.exec(line);
    if (leaf?.[2]) types.set(leaf[2], { kind: leaf[1] as "enum" | "scalar", name: leaf[2] });
  }
  for (const { name, from } of copies) {
    const target = types.get(name);
    const source = types.get(from);
    if (target && "fields" in target && source && "fields" in source)
      target.fields = [...source.fields];
  }
  return types;
}

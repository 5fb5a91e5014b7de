const { buildClientSchema, printType } = require("graphql");
const j = require(process.cwd() + "/node_modules/@shopify/hydrogen-react/storefront.schema.json");
const s = buildClientSchema(j.data ?? j);
for (const name of process.argv.slice(2)) {
  const [t, f] = name.split(".");
  const type = s.getType(t);
  if (!f) { console.log(printType(type).replace(/"""[\s\S]*?"""\n/g, "").replace(/^\s*"[^\n]*"\n/gm, "").replace(/\n\s*\n/g, "\n")); continue; }
  const field = type.getFields()[f];
  console.log(t + "." + f + "(" + (field.args||[]).map(a => a.name + ": " + a.type).join(", ") + "): " + field.type);
}

import type pg from "pg";

// Issue 12.6: a workwear catalogue of any size, made by the database itself (INSERT … SELECT over
// generate_series), so 100,000 products and 1,000,000 variants take a minute or two, not an hour of
// round trips. Titles are brand × model code × range × garment ("Portwest PO10423 Flex Hi-Vis
// Vest"); every product has colours × sizes as variants (VARIANTS_PER_PRODUCT of them), prices
// with plus-size surcharges, tracked stock (some sold out), tags, options, one demo picture per
// colour, and sits in several of 200 collections (by garment, by brand, by brand and group, all).

export const variantsPerProduct = 10;
export const collectionCount = 200;

const sizeSets = {
  letter: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
  waist: ["28", "30", "32", "34", "36", "38", "40", "42", "44"],
  boot: ["6", "7", "8", "9", "10", "11", "12"],
  glove: ["7", "8", "9", "10", "11"],
  one: ["One Size"],
};

// name, product type, picture kind, size set, base price (pence ex VAT), group
const garments: [string, string, string, keyof typeof sizeSets, number, string][] = [
  ["Polo Shirt", "Polo Shirt", "polo", "letter", 899, "Workwear"],
  ["Pique Polo", "Polo Shirt", "polo", "letter", 1099, "Leisurewear"],
  ["T-Shirt", "T-Shirt", "tshirt", "letter", 499, "Leisurewear"],
  ["Sweatshirt", "Sweatshirt", "sweatshirt", "letter", 1299, "Leisurewear"],
  ["Hoodie", "Hoodie", "hoodie", "letter", 1899, "Leisurewear"],
  ["Work Jacket", "Jacket", "jacket", "letter", 3499, "Workwear"],
  ["Softshell Jacket", "Jacket", "softshell", "letter", 2999, "Workwear"],
  ["Fleece", "Fleece", "fleece", "letter", 1999, "Workwear"],
  ["Hi-Vis Vest", "Hi-Vis Vest", "hi-vis-vest", "letter", 295, "Hi-Vis"],
  ["Hi-Vis Jacket", "Hi-Vis Jacket", "hi-vis-jacket", "letter", 2499, "Hi-Vis"],
  ["Hi-Vis Polo Shirt", "Hi-Vis Polo", "polo", "letter", 1199, "Hi-Vis"],
  ["Hi-Vis Trousers", "Hi-Vis Trousers", "trousers", "waist", 2299, "Hi-Vis"],
  ["Work Trousers", "Trousers", "trousers", "waist", 2499, "Workwear"],
  ["Cargo Trousers", "Trousers", "trousers", "waist", 2799, "Workwear"],
  ["Work Shorts", "Shorts", "shorts", "waist", 1999, "Workwear"],
  ["Coverall", "Coverall", "coverall", "letter", 2699, "Workwear"],
  ["Safety Boot", "Safety Boot", "boot", "boot", 4999, "Footwear"],
  ["Safety Trainer", "Safety Shoe", "shoe", "boot", 3999, "Footwear"],
  ["Rigger Boot", "Safety Boot", "boot", "boot", 3499, "Footwear"],
  ["Baseball Cap", "Cap", "cap", "one", 399, "Headwear"],
  ["Beanie Hat", "Beanie", "beanie", "one", 349, "Headwear"],
  ["Work Gloves", "Gloves", "gloves", "glove", 299, "PPE"],
  ["Cut Resistant Gloves", "Gloves", "gloves", "glove", 699, "PPE"],
  ["Safety Glasses", "Eyewear", "glasses", "one", 249, "PPE"],
  ["Hard Hat", "Hard Hat", "hard-hat", "one", 899, "PPE"],
  ["Ear Defenders", "Hearing Protection", "ear-defenders", "one", 1299, "PPE"],
  ["Oxford Shirt", "Shirt", "shirt", "letter", 1599, "Uniforms"],
  ["Chef Jacket", "Chef Jacket", "tunic", "letter", 1799, "Hospitality"],
  ["Tunic", "Tunic", "tunic", "letter", 1499, "Uniforms"],
  ["Bib Apron", "Apron", "apron", "one", 599, "Hospitality"],
];

const brands = [
  "Portwest", "Snickers", "Result", "Regatta", "Dickies", "Blåkläder", "Russell",
  "Fruit of the Loom", "Gildan", "Beechfield", "Scruffs", "DeWalt", "Uvex", "JSP",
  "Dr. Martens", "Premier", "Dennys", "Helly Hansen", "Mascot", "Caterpillar",
  "Timberland PRO", "Stanley", "Yoko", "Kustom Kit", "Tuffstuff",
]; // prettier-ignore

const ranges = [
  "Essential", "Pro", "Classic", "Elite", "Heavy Duty", "Flex", "Ultra", "Stretch",
  "Breathable", "Thermal", "Waterproof", "Premium", "Eco", "Recycled", "Lightweight",
  "Tradesman", "Site", "Contractor", "Workzone", "Rugged", "Allround", "Ripstop",
  "Insulated", "Quick Dry", "Coolmax", "Easycare", "Stain Resist", "Ladies", "Junior", "Vintage",
]; // prettier-ignore

const colours = [
  "Black", "Navy", "Grey", "Royal Blue", "Red", "Bottle Green", "White", "Hi-Vis Yellow",
  "Hi-Vis Orange", "Khaki", "Charcoal", "Burgundy", "Sky Blue", "Purple", "Orange",
  "Olive", "Sand", "Graphite", "Petrol", "Light Grey",
]; // prettier-ignore

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const values = (rows: (string | number)[][]) =>
  rows
    .map((row) => `(${row.map((v) => (typeof v === "number" ? v : sqlText(v))).join(", ")})`)
    .join(",\n");

/** "Dr. Martens" → "DR": the first letters of a name, upper case. */
const codeOf = (name: string, length: number) =>
  name
    .replace(/[^A-Za-z]/g, "")
    .slice(0, length)
    .toUpperCase();

/** The dimension tables, as temporary tables of this session. */
function dimensionsSql(): string {
  const garmentRows = garments.map(([name, type, kind, sizes, pence, group], at) => [
    at, name, type, kind, `{${sizeSets[sizes].join(",")}}`, pence, group,
  ]); // prettier-ignore
  return `
    create temporary table g (n int, name text, product_type text, kind text, sizes text[], pence int, grp text);
    insert into g values ${values(garmentRows)};
    create temporary table b (n int, name text, code text);
    insert into b values ${values(brands.map((name, at) => [at, name, codeOf(name, 2)]))};
    create temporary table r (n int, name text);
    insert into r values ${values(ranges.map((name, at) => [at, name]))};
    create temporary table gr as
      select (row_number() over (order by grp) - 1)::int as n, grp as name from (select distinct grp from g) as x;
    create temporary table c (n int, name text, code text);
    insert into c values ${values(colours.map((name, at) => [at, name, codeOf(name, 3) + at]))};
  `;
}

// Which brand, garment, range and colours product i has: spread so that every collection and
// every search meets a mix. hash(i) is a cheap deterministic scramble.
const productsSql = (count: number) => `
  create temporary table spec as
  select i,
    b.n as brand_n, b.name as brand, b.code as brand_code,
    g.n as garment_n, g.name as garment, g.product_type, g.kind, g.sizes, g.grp, gr.n as grp_n, g.pence,
    r.name as range_name,
    greatest(1, ceil(${variantsPerProduct}::numeric / cardinality(g.sizes)))::int as colour_count,
    (i * 7919) % ${colours.length} as first_colour
  from generate_series(1, ${count}) as i
  join b on b.n = i % ${brands.length}
  join g on g.n = (i / ${brands.length}) % ${garments.length}
  join gr on gr.name = g.grp
  join r on r.n = (i * 31 + i / 7) % ${ranges.length};

  -- The products table was emptied with its identity restarted: product i gets id i.

  insert into products (handle, title, description, description_html, vendor, product_type, tags,
    status, price_min_pence, created_at, updated_at)
  select
    trim(both '-' from regexp_replace(translate(lower(t.title), 'åäöéü', 'aaoeu'), '[^a-z0-9]+', '-', 'g')), t.title,
    d.text, '<p>' || d.text || '</p>',
    brand, product_type,
    array[lower(grp), lower(replace(range_name, ' ', '-')), lower(replace(product_type, ' ', '-'))]
      || case when i % 5 = 0 then array['embroidery-friendly'] else '{}' end
      || case when grp = 'Hi-Vis' then array['hi-vis', 'en-iso-20471'] else '{}' end,
    case when i % 97 = 0 then 'draft' when i % 101 = 0 then 'archived' else 'active' end,
    pence + (i % 40) * 25,
    timestamptz '2025-01-01' + i * interval '1 minute',
    timestamptz '2025-06-01' + ((i * 7919) % ${count}) * interval '1 minute'
  from spec,
  lateral (select brand || ' ' || brand_code || i || ' ' || range_name || ' ' || garment as title) as t,
  lateral (select 'The ' || brand || ' ' || range_name || ' ' || lower(garment) || ' is made for '
    || (array['long days on site', 'warehouse and logistics teams', 'trades on the move',
              'kitchens and front of house', 'cold mornings and wet afternoons'])[1 + i % 5]
    || '. ' || (array['Reinforced seams and a durable finish.', 'Breathable fabric that keeps its shape wash after wash.',
              'Takes embroidery and print for your company logo.', 'Pairs well with our polo shirts and work trousers.',
              'Water-repellent and windproof.'])[1 + (i / 5) % 5]
    || ' Available in ' || colour_count || ' colours.' as text) as d
  order by i;
`;

// Variant k of product i: colour (k-1) / sizes, size (k-1) % sizes; VARIANTS_PER_PRODUCT each.
const variantsSql = `
  insert into product_variants (product_id, title, sku, price_pence, inventory_tracked,
    inventory_quantity, inventory_policy, weight_grams, selected_options, position)
  select p.id, c.name || ' / ' || size, brand_code || spec.i || '-' || c.code || '-' || upper(replace(size, ' ', '')),
    p.price_min_pence + case size when '2XL' then 100 when '3XL' then 200 else 0 end,
    spec.i % 3 <> 0, ((spec.i * 31 + k * 17) % 60) - 4, case when spec.i % 11 = 0 then 'continue' else 'deny' end,
    250 + k * 10,
    jsonb_build_array(jsonb_build_object('name', 'Colour', 'value', c.name), jsonb_build_object('name', 'Size', 'value', size)),
    k
  from spec
  join products as p on p.id = spec.i
  cross join generate_series(1, ${variantsPerProduct}) as k
  cross join lateral (select spec.sizes[1 + (k - 1) % cardinality(spec.sizes)] as size) as s
  join c on c.n = (spec.first_colour + (k - 1) / cardinality(spec.sizes)) % ${colours.length};
`;

// Options list their values in the order the variants first use them (XS before S).
const optionsAndImagesSql = `
  create temporary table option_values as
  select product_id, o.name, o.value, min(position) as first_position
  from product_variants, jsonb_to_recordset(selected_options) as o(name text, value text)
  group by product_id, o.name, o.value;

  insert into product_options (product_id, name, position, values)
  select product_id, name, case name when 'Colour' then 1 else 2 end,
    array_agg(value order by first_position)
  from option_values group by product_id, name;

  insert into product_images (product_id, url, alt_text, width, height, position)
  select o.product_id,
    '/images/demo/' || spec.kind || '/' || trim(both '-' from regexp_replace(lower(o.value), '[^a-z0-9]+', '-', 'g')) || '.svg',
    p.title || ' in ' || o.value, 800, 800,
    row_number() over (partition by o.product_id order by o.first_position)
  from option_values as o
  join products as p on p.id = o.product_id
  join spec on spec.i = p.id
  where o.name = 'Colour';
`;

// 200 collections: by garment (30), by brand (25), one of everything, and brand × group.
const collectionsSql = `
  create temporary table collection_spec as
  select row_number() over (order by sort_key) as n, by, title, key1, key2 from (
    select 1 as sort_key, 'garment' as by, g.name as title, g.n as key1, null::int as key2 from g
    union all select 100 + b.n, 'brand', b.name, b.n, null from b
    union all select 200, 'all', 'All Workwear', null, null
    union all select 300 + gr.n * 100 + b.n, 'brand-group', b.name || ' ' || gr.name, b.n, gr.n
      from b cross join gr
  ) as x;
  delete from collection_spec where n > ${collectionCount};

  -- Emptied with identity restarted too: collection n gets id n.
  insert into collections (handle, title, description, description_html, image_url, image_alt, sort_order)
  select trim(both '-' from regexp_replace(translate(lower(title), 'åäöéü', 'aaoeu'), '[^a-z0-9]+', '-', 'g')), title,
    'Everything ' || title || ' from the brands trades trust.', '<p>Everything ' || title || '.</p>',
    '/images/demo/polo/navy.svg', title, n
  from collection_spec order by n;

  insert into collection_products (collection_id, product_id, position)
  select collection_id, product_id,
    row_number() over (partition by collection_id order by (product_id * 7919) % 100003, product_id)
  from (
    select cs.n as collection_id, spec.i as product_id
      from collection_spec as cs join spec on cs.by = 'garment' and spec.garment_n = cs.key1
    union all select cs.n, spec.i
      from collection_spec as cs join spec on cs.by = 'brand' and spec.brand_n = cs.key1
    union all select cs.n, spec.i from collection_spec as cs join spec on cs.by = 'all'
    union all select cs.n, spec.i from collection_spec as cs
      join spec on cs.by = 'brand-group' and spec.brand_n = cs.key1 and spec.grp_n = cs.key2
  ) as memberships;
`;

export type FillReport = { isFresh: boolean; seconds: number; products: number; variants: number };

async function counts(client: pg.Client) {
  const { rows } = await client.query<{ products: number; variants: number; collections: number }>(
    `select (select count(*) from products)::int as products,
       (select count(*) from product_variants)::int as variants,
       (select count(*) from collections)::int as collections`,
  );
  return rows[0]!;
}

/**
 * Fills the catalogue tables with `productCount` products (and ten times as many variants), or
 * leaves them when they already hold exactly that; any other catalogue is replaced.
 */
export async function fillScaleCatalogue(
  client: pg.Client,
  productCount: number,
  log: (line: string) => void,
): Promise<FillReport> {
  const before = await counts(client);
  const wanted = { products: productCount, variants: productCount * variantsPerProduct };
  if (
    before.products === wanted.products &&
    before.variants === wanted.variants &&
    before.collections === collectionCount
  )
    return { isFresh: false, seconds: 0, ...wanted };
  const started = performance.now();
  const step = async (name: string, text: string) => {
    const at = performance.now();
    await client.query(text);
    log(`  ${name}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  await step(
    "empty the catalogue",
    "truncate products, collections, catalogue_search_words restart identity cascade",
  );
  await client.query("begin");
  await step("dimensions", dimensionsSql());
  await step(`${productCount.toLocaleString("en-GB")} products`, productsSql(productCount));
  await step(`${wanted.variants.toLocaleString("en-GB")} variants`, variantsSql);
  await step("options and pictures", optionsAndImagesSql);
  await step(`${collectionCount} collections`, collectionsSql);
  await client.query("commit");
  await step("vacuum analyze", "vacuum analyze");
  const seconds = (performance.now() - started) / 1000;
  const after = await counts(client);
  return { isFresh: true, seconds, products: after.products, variants: after.variants };
}

import { SimpleTable, type SimpleRow } from "#app/components/info/simple-table.tsx";

// Size guide data. Centimetres are the inch figures × 2.54, rounded to the nearest whole cm.
// Footwear follows the standard UK/EU/US (men's) conversion.

/** A measurement range in inches; printed with its cm equivalent. */
type Range = readonly [number, number] | readonly [number];

const toCm = (inches: number) => Math.round(inches * 2.54);
const rangeIn = (r: Range) => r.map((v) => `${v}`).join("–") + " in";
const rangeCm = (r: Range) => r.map(toCm).join("–") + " cm";

export const mensTops: { size: string; chest: Range }[] = [
  { size: "XS", chest: [34, 36] },
  { size: "S", chest: [36, 38] },
  { size: "M", chest: [38, 40] },
  { size: "L", chest: [40, 42] },
  { size: "XL", chest: [42, 44] },
  { size: "2XL", chest: [44, 46] },
  { size: "3XL", chest: [46, 48] },
  { size: "4XL", chest: [48, 50] },
];

export const trouserWaists = [28, 30, 32, 34, 36, 38, 40, 42, 44] as const;

export const legLengths: { leg: string; inches: Range }[] = [
  { leg: "Short", inches: [29] },
  { leg: "Regular", inches: [31] },
  { leg: "Tall", inches: [33, 34] },
];

export const womensSizes: { size: number; bust: Range; waist: Range; hip: Range }[] = [
  { size: 8, bust: [32], waist: [25], hip: [35] },
  { size: 10, bust: [34], waist: [27], hip: [37] },
  { size: 12, bust: [36], waist: [29], hip: [39] },
  { size: 14, bust: [38], waist: [31], hip: [41] },
  { size: 16, bust: [40], waist: [33], hip: [43] },
  { size: 18, bust: [42], waist: [35], hip: [45] },
  { size: 20, bust: [44], waist: [37], hip: [47] },
  { size: 22, bust: [46], waist: [39], hip: [49] },
];

export const footwear: { uk: number; eu: string; us: number }[] = [
  { uk: 3, eu: "36", us: 4 },
  { uk: 4, eu: "37", us: 5 },
  { uk: 5, eu: "38", us: 6 },
  { uk: 6, eu: "39", us: 7 },
  { uk: 7, eu: "40/41", us: 8 },
  { uk: 8, eu: "42", us: 9 },
  { uk: 9, eu: "43", us: 10 },
  { uk: 10, eu: "44", us: 11 },
  { uk: 11, eu: "45", us: 12 },
  { uk: 12, eu: "46/47", us: 13 },
  { uk: 13, eu: "48", us: 14 },
];

// EN ISO 21420 glove sizes: the size number is the hand circumference in inches.
export const gloves: { size: number; letter: string }[] = [
  { size: 6, letter: "XS" },
  { size: 7, letter: "S" },
  { size: 8, letter: "M" },
  { size: 9, letter: "L" },
  { size: 10, letter: "XL" },
  { size: 11, letter: "XXL" },
];

/** One measurement shown in centimetres with inches underneath. */
function Measure({ range }: { range: Range }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{rangeCm(range)}</span>
      <span className="block text-xs text-slate-600">{rangeIn(range)}</span>
    </>
  );
}

/** A size table: every column title may wrap; the first cell of each row is its row header. */
function SizeTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: SimpleRow[];
}) {
  return (
    <SimpleTable
      caption={caption}
      columns={columns.map((title, index) => ({
        title,
        wrapTitle: true,
        weight: index === 0 ? "semibold" : undefined,
      }))}
      rowHeaders
      rows={rows}
    />
  );
}

export function MensTopsTable() {
  return (
    <SizeTable
      caption="Men's tops: chest measurement by size, in centimetres and inches"
      columns={["Size", "Chest (cm)", "Chest (in)"]}
      rows={mensTops.map((row) => ({
        key: row.size,
        cells: [row.size, rangeCm(row.chest), rangeIn(row.chest)],
      }))}
    />
  );
}

export function TrouserWaistTable() {
  return (
    <SizeTable
      caption="Trousers: waist size in inches and centimetres"
      columns={["Waist size", "Waist (cm)", "Waist (in)"]}
      rows={trouserWaists.map((waist) => ({
        key: `${waist}`,
        cells: [`${waist}″`, rangeCm([waist]), rangeIn([waist])],
      }))}
    />
  );
}

export function LegLengthTable() {
  return (
    <SizeTable
      caption="Trousers: inside leg length by fitting, in inches and centimetres"
      columns={["Leg fitting", "Inside leg (cm)", "Inside leg (in)"]}
      rows={legLengths.map((row) => ({
        key: row.leg,
        cells: [
          row.leg,
          rangeCm(row.inches).replace("–", " / "),
          rangeIn(row.inches).replace("–", " / "),
        ],
      }))}
    />
  );
}

export function WomensTable() {
  return (
    <SizeTable
      caption="Women's sizes UK 8 to 22: bust, waist and hip in centimetres, with inches below"
      columns={["UK size", "Bust", "Waist", "Hip"]}
      rows={womensSizes.map((row) => ({
        key: `${row.size}`,
        cells: [
          row.size,
          <Measure range={row.bust} />,
          <Measure range={row.waist} />,
          <Measure range={row.hip} />,
        ],
      }))}
    />
  );
}

export function FootwearTable() {
  return (
    <SizeTable
      caption="Safety footwear: UK sizes 3 to 13 with EU and US equivalents"
      columns={["UK", "EU", "US (men's)"]}
      rows={footwear.map((row) => ({ key: `${row.uk}`, cells: [row.uk, row.eu, row.us] }))}
    />
  );
}

export function GloveTable() {
  return (
    <SizeTable
      caption="Gloves: size by hand circumference in centimetres and inches"
      columns={["Glove size", "Letter size", "Hand circumference"]}
      rows={gloves.map((row) => ({
        key: `${row.size}`,
        cells: [row.size, row.letter, <Measure range={[row.size]} />],
      }))}
    />
  );
}

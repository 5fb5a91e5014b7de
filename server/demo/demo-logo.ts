// Issue 21.4: the demo customer's logo (Hartley Building Services, the demo trade account), drawn
// for the services page's decorated samples. A roof mark over the word HARTLEY, every letter a
// stroked path on a 10 × 14 grid: an SVG with no text element needs no font on the server that
// draws it (sharp's librsvg would otherwise pick whatever font the machine has).

/** Light for dark garments, dark for light ones (a hi-vis yellow), as a decorator would choose. */
export type LogoScheme = "light" | "dark";

const letters: Record<string, string> = {
  H: "M0,0V14M10,0V14M0,7H10",
  A: "M0,14V0H10V14M0,7H10",
  R: "M0,14V0H10V7H0M5,7L10,14",
  T: "M0,0H10M5,0V14",
  L: "M0,0V14H10",
  E: "M10,0H0V14H10M0,7H8",
  Y: "M0,0L5,7L10,0M5,7V14",
};

const colours: Record<LogoScheme, { ink: string; mark: string; markInk: string }> = {
  light: { ink: "#ffffff", mark: "#f5b400", markInk: "#10243e" },
  dark: { ink: "#10243e", mark: "#10243e", markInk: "#f5b400" },
};

const letterScale = 3.2;
const letterAdvance = 44;
const word = "HARTLEY";
const wordWidth = (word.length - 1) * letterAdvance + 10 * letterScale;
const width = Math.ceil(wordWidth + 16);
const height = 150;

/** The logo as an SVG document, width:height about 2:1. */
export function drawDemoLogo(scheme: LogoScheme): string {
  const { ink, mark, markInk } = colours[scheme];
  const markLeft = (width - 64) / 2;
  const wordLeft = (width - wordWidth) / 2;
  const glyphs = [...word]
    .map(
      (letter, at) =>
        `<path transform="translate(${wordLeft + at * letterAdvance},78) scale(${letterScale})" d="${letters[letter]}"/>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect x="${markLeft}" y="2" width="64" height="64" rx="12" fill="${mark}"/>` +
    `<path d="M${markLeft + 14},${36} L${markLeft + 32},${18} L${markLeft + 50},${36}" fill="none" stroke="${markInk}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="${markLeft + 21}" y="40" width="22" height="16" rx="2" fill="${markInk}"/>` +
    `<g fill="none" stroke="${ink}" stroke-width="2.3" stroke-linecap="square" stroke-linejoin="miter">${glyphs}</g>` +
    `<rect x="${wordLeft}" y="136" width="${wordWidth}" height="6" fill="${mark}"/>` +
    `</svg>`
  );
}

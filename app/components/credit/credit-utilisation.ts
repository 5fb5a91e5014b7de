// spec/back-office.md §4, §9: the credit page's utilisation bar and its label — under 50% 'Good',
// 50 up to under 80 'Moderate', 80 and over 'High'.

export type UtilisationLabel = "Good" | "Moderate" | "High";

export type CreditUtilisation = {
  /** Share of the limit in use, 0–100 (a balance in the customer's favour counts as 0). */
  percent: number;
  label: UtilisationLabel;
};

/** How much of the limit the balance uses; both in pence. A zero limit with a debt is 100%. */
export function creditUtilisation(limitPence: number, balancePence: number): CreditUtilisation {
  const used = balancePence <= 0 ? 0 : limitPence <= 0 ? 100 : (balancePence * 100) / limitPence;
  const percent = Math.min(100, Math.max(0, used));
  const label = percent < 50 ? "Good" : percent < 80 ? "Moderate" : "High";
  return { percent, label };
}

/** "25%", "79.9%": one decimal at most, never rounded up across a threshold. */
export function formatPercent(percent: number): string {
  return `${Math.floor(percent * 10) / 10}%`;
}

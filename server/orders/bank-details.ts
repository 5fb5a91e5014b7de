// Bank transfer (pro-forma) details printed on the confirmation page and e-mail. Clearly fictional
// demo values: the real account comes from configuration once the shop's settings exist.
export const bankTransferDetails = {
  accountName: "Tradewear Ltd",
  bankName: "Example Bank plc",
  sortCode: "00-00-00",
  accountNumber: "00000000",
} as const;

export type BankTransferDetails = typeof bankTransferDetails;

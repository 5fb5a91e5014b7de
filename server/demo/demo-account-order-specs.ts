import type { DecorationPosition } from "#core/basket/basket.ts";

// DESIGN §10: what the demo customers ordered, when, and how each order stands now. Priced when
// seeded (demo-account-orders.ts), never here: the figures follow the catalogue and price tables.

export type DemoOrderStatus = "pending" | "processing" | "shipped" | "completed" | "cancelled";

export type DemoOrderLine = {
  handle: string;
  /** The variant title, e.g. "Navy / L". */
  variant: string;
  quantity: number;
  decoration?: { type: "embroidery" | "print"; position: DecorationPosition };
};

export type DemoOrderSpec = {
  account: "trade" | "retail";
  status: DemoOrderStatus;
  paymentMethod: "credit_account" | "bank_transfer";
  /** Placed this many days before the seed runs. */
  daysAgo: number;
  poNumber?: string;
  notes?: string;
  lines: readonly DemoOrderLine[];
};

const polo = "portwest-b210-essential-polo";
const vest = "portwest-c472-hi-vis-two-band-and-brace-vest";
const boot = "dewalt-apex-s3-safety-boot";
const jacket = "portwest-s466-sentinel-hi-vis-traffic-jacket";
const chestLeft = { type: "embroidery", position: "Chest Left" } as const;

/** Oldest first: the credit history charges them in this order. */
export const demoOrderSpecs: readonly DemoOrderSpec[] = [
  {
    account: "retail",
    status: "completed",
    paymentMethod: "bank_transfer",
    daysAgo: 40,
    lines: [
      { handle: "dickies-wd820-redhawk-action-trousers", variant: 'Black / 32"', quantity: 2 },
    ],
  },
  {
    account: "trade",
    status: "completed",
    paymentMethod: "credit_account",
    daysAgo: 38,
    poNumber: "HBS-2041",
    notes: "Company logo on file from the last order.",
    lines: [
      { handle: polo, variant: "Navy / L", quantity: 12, decoration: chestLeft },
      { handle: polo, variant: "Navy / XL", quantity: 8, decoration: chestLeft },
    ],
  },
  {
    account: "trade",
    status: "completed",
    paymentMethod: "credit_account",
    daysAgo: 30,
    poNumber: "HBS-2057",
    lines: [
      {
        handle: vest,
        variant: "Hi-Vis Yellow / L",
        quantity: 40,
        decoration: { type: "print", position: "Back Center" },
      },
      {
        handle: vest,
        variant: "Hi-Vis Yellow / XL",
        quantity: 10,
        decoration: { type: "print", position: "Back Center" },
      },
    ],
  },
  {
    account: "retail",
    status: "cancelled",
    paymentMethod: "bank_transfer",
    daysAgo: 22,
    notes: "Cancelled at the customer's request before payment.",
    lines: [
      { handle: "dr-martens-icon-7b12-steel-toe-cap-boot", variant: "Black / 8", quantity: 1 },
    ],
  },
  {
    account: "trade",
    status: "cancelled",
    paymentMethod: "bank_transfer",
    daysAgo: 19,
    notes: "Duplicate of HBS-2057; cancelled before payment.",
    lines: [{ handle: vest, variant: "Hi-Vis Orange / M", quantity: 20 }],
  },
  {
    account: "trade",
    status: "shipped",
    paymentMethod: "credit_account",
    daysAgo: 13,
    poNumber: "HBS-2089",
    lines: [
      { handle: boot, variant: "Honey / 9", quantity: 6 },
      { handle: boot, variant: "Black / 10", quantity: 6 },
    ],
  },
  {
    account: "retail",
    status: "shipped",
    paymentMethod: "bank_transfer",
    daysAgo: 10,
    lines: [{ handle: polo, variant: "Black / M", quantity: 1 }],
  },
  {
    account: "retail",
    status: "processing",
    paymentMethod: "bank_transfer",
    daysAgo: 4,
    lines: [
      {
        handle: "snickers-2741-allroundwork-pique-polo",
        variant: "Graphite / L",
        quantity: 3,
        decoration: chestLeft,
      },
    ],
  },
  {
    account: "trade",
    status: "processing",
    paymentMethod: "credit_account",
    daysAgo: 3,
    poNumber: "HBS-2112",
    lines: [
      { handle: jacket, variant: "Hi-Vis Yellow / L", quantity: 10, decoration: chestLeft },
      { handle: jacket, variant: "Hi-Vis Yellow / XL", quantity: 5, decoration: chestLeft },
    ],
  },
  {
    account: "trade",
    status: "pending",
    paymentMethod: "bank_transfer",
    daysAgo: 1,
    lines: [{ handle: polo, variant: "Navy / L", quantity: 2 }],
  },
  {
    account: "retail",
    status: "pending",
    paymentMethod: "bank_transfer",
    daysAgo: 0,
    lines: [{ handle: vest, variant: "Hi-Vis Yellow / M", quantity: 1 }],
  },
];

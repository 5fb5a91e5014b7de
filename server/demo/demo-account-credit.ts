import type { Tx } from "#server/db/client.ts";
import { creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import type { InsertedDemoOrder } from "./demo-account-orders.ts";

// DESIGN §10: the demo trade customer's credit account and its history, in the seed's transaction.

/** The trade customer's credit account (DESIGN §10). */
export const demoCreditLimitPence = 500_000;
export const demoCreditBalancePence = 125_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

type CreditEvent =
  | { type: "charge"; order: InsertedDemoOrder }
  | { type: "payment"; daysAgo: number; pays: "first-charge" | "to-closing-balance" };

/**
 * The trade account's history, oldest first: a charge for each credit order, the first invoice
 * paid in full, and a later part-payment whose amount makes the balance end at exactly
 * demoCreditBalancePence. Each balance_after follows from the one before.
 */
export async function insertDemoCreditHistory(
  tx: Tx,
  userIds: { trade: string; admin: string },
  placed: InsertedDemoOrder[],
  now: Date,
): Promise<void> {
  const charges = placed.filter(
    (order) => order.account === "trade" && order.paymentMethod === "credit_account",
  );
  const [first, second, third, fourth] = charges;
  if (!first || !second || !third || !fourth || charges.length !== 4)
    throw new Error("the demo credit history expects four credit orders");
  const events: CreditEvent[] = [
    { type: "charge", order: first },
    { type: "charge", order: second },
    { type: "payment", daysAgo: 25, pays: "first-charge" },
    { type: "charge", order: third },
    { type: "payment", daysAgo: 6, pays: "to-closing-balance" },
    { type: "charge", order: fourth },
  ];
  const charged = charges.reduce((sum, order) => sum + order.totalPence, 0);
  const closingPayment = charged - first.totalPence - demoCreditBalancePence;

  const [account] = await tx
    .insert(customerCreditAccounts)
    .values({
      userId: userIds.trade,
      creditLimitPence: demoCreditLimitPence,
      currentBalancePence: demoCreditBalancePence,
      isActive: true,
      createdAt: daysBefore(now, 60),
      updatedAt: now,
    })
    .returning({ id: customerCreditAccounts.id });

  let balance = 0;
  const rows = events.map((event) => {
    if (event.type === "charge") {
      balance += event.order.totalPence;
      return {
        accountId: account!.id,
        userId: userIds.trade,
        orderId: event.order.id,
        transactionType: "charge",
        description: `Order ${event.order.orderNumber}`,
        reference: event.order.orderNumber,
        amountPence: event.order.totalPence,
        balanceAfterPence: balance,
        createdBy: userIds.trade,
        createdAt: event.order.createdAt,
      };
    }
    const amount = event.pays === "first-charge" ? first.totalPence : closingPayment;
    balance -= amount;
    return {
      accountId: account!.id,
      userId: userIds.trade,
      orderId: null,
      transactionType: "payment",
      description:
        event.pays === "first-charge"
          ? `Payment received by BACS for order ${first.orderNumber}, thank you`
          : "Payment on account received by BACS, thank you",
      reference: event.pays === "first-charge" ? `BACS ${first.orderNumber}` : "BACS on account",
      amountPence: amount,
      balanceAfterPence: balance,
      createdBy: userIds.admin,
      createdAt: daysBefore(now, event.daysAgo),
    };
  });
  // A demo catalogue change could break the story (a negative payment, a balance above the
  // limit): better to fail the seed than show an impossible account.
  if (closingPayment <= 0 || balance !== demoCreditBalancePence)
    throw new Error(`the demo credit history does not close at ${demoCreditBalancePence} pence`);
  if (rows.some((row) => row.balanceAfterPence < 0 || row.balanceAfterPence > demoCreditLimitPence))
    throw new Error("the demo credit history leaves the account's limits");
  await tx.insert(creditTransactions).values(rows);
}

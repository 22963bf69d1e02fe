// How far a member's points go towards a price: what is missing and how much of the price the
// balance covers (the cards' progress bar).

export type Affordability = {
  /** The balance covers the price. */
  affordable: boolean;
  /** Points still needed (0 when affordable). */
  missing: number;
  /** Share of the price the balance covers, 0–100, whole. */
  percent: number;
};

export function affordability(balance: number, price: number): Affordability {
  const have = Math.max(0, balance);
  if (price <= 0 || have >= price) return { affordable: true, missing: 0, percent: 100 };
  return { affordable: false, missing: price - have, percent: Math.floor((have / price) * 100) };
}

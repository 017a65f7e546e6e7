import type { TierShare } from '@chungcu/contracts';

/**
 * Each tier with its number as the tariff counts it (Bậc 1, 2, …). A month split across a tariff
 * change lists the old tariff's tiers, then the new one's: a tier from 0 starts the count again.
 */
export function numberedTiers(tiers: readonly TierShare[]) {
  let ordinal = 0;
  return tiers.map((tier) => ({ tier, ordinal: tier.from === 0 ? (ordinal = 1) : ++ordinal }));
}

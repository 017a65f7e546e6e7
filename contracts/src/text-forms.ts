/** How a notification writes values, in every language (not exported from the package). */

/** An enum value's label; a value this version does not know, as it is. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string =>
  labels[value] ?? value;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as every screen writes a day, in every language. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');

/** An amount as every screen writes it, in every language: '1.250.000 ₫'. */
export const moneyText = (amount: number): string =>
  `${new Intl.NumberFormat('vi-VN').format(amount)}\u00a0₫`;

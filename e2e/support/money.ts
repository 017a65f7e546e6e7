/** 3651012 → '3.651.012 ₫', as the screens write đồng (a no-break space before the sign). */
export const dong = (amount: number): string =>
  `${new Intl.NumberFormat('vi-VN').format(amount)}\u00a0₫`;

/** '3.651.012 ₫' → 3651012: the digits of a non-negative sum the screen shows. */
export const dongOf = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));

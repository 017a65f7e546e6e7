/** The product's languages: Vietnamese first and by default; English keeps the spec's wording. */
export const languages = ['vi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'vi';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

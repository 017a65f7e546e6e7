export { type Locale, LOCALES, chosenLocale, locale } from './locale';
export {
  type Catalogue,
  type Strings,
  type StringsOf,
  type TranslationOf,
  catalogue,
  translation,
  translationsLoading,
  useStrings,
} from './catalogue';
export { chooseLocale, followAccount } from './account';
export { localizeMessage, messageStrings } from './messages/strings';
export { localizedResolver } from './resolver';
export { enumLabel, enumStrings } from './enums/strings';

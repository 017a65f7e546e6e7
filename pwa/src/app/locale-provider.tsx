import { ThemeProvider, useMediaQuery } from '@mui/material';
import { enUS } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { locale } from '../lib/i18n';
import { stillMotion, theme } from './theme';

/**
 * MUI's own texts and the page's `lang` in the language of the moment (`lib/i18n`: the account's
 * choice, else Vietnamese; signed out, this device's last choice or the browser's). The theme is
 * built with `viVN`; English merges `enUS` over it. A device that asks for reduced motion gets
 * the theme without it (`stillMotion`).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const code = useStore(locale);
  useEffect(() => {
    document.documentElement.lang = code;
  }, [code]);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const localized = useMemo(() => {
    const spoken = code === 'en' ? createTheme(theme, enUS) : theme;
    return still ? createTheme(spoken, stillMotion) : spoken;
  }, [code, still]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

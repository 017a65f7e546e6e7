import { GlobalStyles } from '@mui/material';

/**
 * Printing shows one sheet alone: everything that neither holds the element marked with the
 * data attribute `marker` nor is inside it is hidden (the app's header, navigation, sync badge,
 * dialogs and toasts), and the sheet's ancestors lose their margins and padding, so it lands on
 * the paper as laid out for `page` (a CSS `@page`: size and margin).
 */
export function PrintOnly({
  marker,
  page,
}: {
  marker: string;
  page: { size: string; margin: string | number };
}) {
  const mark = `[${marker}]`;
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': page,
          'html, body': { background: '#fff !important' },
          'body > *:not(#root)': { display: 'none !important' },
          [`#root *:not(:has(${mark})):not(${mark}):not(${mark} *)`]: {
            display: 'none !important',
          },
          [`#root *:has(${mark})`]: {
            margin: '0 !important',
            padding: '0 !important',
            maxWidth: 'none !important',
          },
        },
      }}
    />
  );
}

import type { Components, Theme } from '@mui/material/styles';

/** The smallest touch target (WCAG 2.5.5 asks 44 CSS px; Material asks 48). */
export const TOUCH_MIN = 44;
/** Rows of lists and menus, where the space is there to take. */
export const TOUCH_ROW = 48;

/**
 * Touch sizes for every interactive MUI component, applied always (not only under
 * `(pointer: coarse)`): the tablets in use report a fine pointer once a keyboard cover is
 * attached, and 44 px costs little on a desktop. A screen that sizes a control itself should not
 * go below these. Autocomplete's own arrow ('Mở') and clear buttons are targets too, though out
 * of the tab order: a finger aims at them as at any button.
 */
export function touchComponents(theme: Theme): Components<Theme> {
  const phone = theme.breakpoints.down('sm');
  return {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { minHeight: TOUCH_MIN },
        sizeLarge: { minHeight: TOUCH_ROW },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN } },
    },
    MuiToggleButton: {
      // MUI's unselected text (action.active, 54 % black) is just under 4.5:1.
      styleOverrides: {
        root: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN, color: theme.palette.text.secondary },
      },
    },
    MuiFab: { styleOverrides: { root: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN } } },
    MuiCheckbox: { styleOverrides: { root: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN } } },
    MuiRadio: { styleOverrides: { root: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN } } },
    // The switch's thumb button is 38 px high in a 38 px frame: grow both together.
    MuiSwitch: {
      styleOverrides: {
        root: { height: TOUCH_MIN + 2, width: 62, padding: 15 },
        switchBase: { padding: 12 },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          '&.MuiChip-clickable, &.MuiChip-deletable': { height: 'auto', minHeight: TOUCH_MIN },
        },
      },
    },
    MuiPaginationItem: {
      styleOverrides: {
        root: { minWidth: TOUCH_MIN, height: TOUCH_MIN },
        ellipsis: { height: 'auto' },
      },
    },
    MuiTablePagination: {
      styleOverrides: {
        // Wraps instead of pushing the next-page button off a phone screen.
        toolbar: { flexWrap: 'wrap', rowGap: 4, paddingLeft: 8, paddingRight: 8 },
        spacer: { [phone]: { display: 'none' } },
        input: { minHeight: TOUCH_MIN, display: 'inline-flex', alignItems: 'center' },
        actions: { display: 'flex', gap: 8 },
      },
    },
    // Each star one can pick is a target of its own (a resident rates on a phone).
    MuiRating: {
      styleOverrides: {
        root: {
          '&:not(.MuiRating-readOnly) .MuiRating-icon': {
            minWidth: TOUCH_MIN,
            minHeight: TOUCH_MIN,
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
      },
    },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_ROW } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_ROW } } },
    MuiTab: { styleOverrides: { root: { minHeight: TOUCH_ROW } } },
    MuiTabScrollButton: { styleOverrides: { root: { width: TOUCH_MIN } } },
    MuiAccordionSummary: { styleOverrides: { root: { minHeight: TOUCH_ROW } } },
    // The field's box is its target (a tap on the padding focuses the input).
    MuiInputBase: { styleOverrides: { root: { minHeight: TOUCH_MIN } } },
    // A select opens only from its own box, not from its frame's padding: the box is the target.
    MuiSelect: {
      styleOverrides: {
        select: {
          minHeight: TOUCH_MIN,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
        },
      },
    },
    MuiAutocomplete: {
      styleOverrides: {
        // The arrow and the clear button at full size, centred on the field, which leaves them room.
        root: {
          '&.MuiAutocomplete-hasPopupIcon .MuiOutlinedInput-root, &.MuiAutocomplete-hasClearIcon .MuiOutlinedInput-root':
            { paddingRight: TOUCH_MIN + 9 },
          '&.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon .MuiOutlinedInput-root': {
            paddingRight: TOUCH_MIN * 2 + 9,
          },
        },
        endAdornment: { top: `calc(50% - ${TOUCH_MIN / 2}px)` },
        popupIndicator: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN, marginRight: 0 },
        clearIndicator: { minWidth: TOUCH_MIN, minHeight: TOUCH_MIN, marginRight: 0 },
        option: { minHeight: `${TOUCH_ROW}px !important` },
      },
    },
    // Destructive and primary actions sit apart; on phones the bar stays at the bottom of a
    // full-screen dialog while its content scrolls.
    MuiDialogActions: {
      styleOverrides: {
        root: {
          gap: 12,
          padding: '12px 24px 16px',
          flexWrap: 'wrap',
          '& > :not(style) ~ :not(style)': { marginLeft: 0 },
        },
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: {
          // A <form> wrapped around title, content and actions must pass the flex column on,
          // or the actions are pushed below the screen instead of the content scrolling.
          '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
          [phone]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
          },
        },
      },
    },
  };
}

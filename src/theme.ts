import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The keyboard focus ring: the club green, 7:1 on white. */
const FOCUS_RING = '#1b5e20';

/** The app's look: react-admin's default theme in the club green, with the fixes accessibility asks for. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1b5e20' }, secondary: { main: '#2e7d32' } },
  // The sidebar is 220px wide (spec §9) and gone, not shrunk to icons, when closed.
  sidebar: { width: 220, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    MuiOutlinedInput: {
      styleOverrides: {
        // A prerendered page's field (issue 26) is focusable before React has taken the page over and
        // marked it Mui-focused: its border shows the focus as the focused field's would (2px, green).
        root: {
          '&:focus-within:not(.Mui-focused):not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline': { borderColor: FOCUS_RING, borderWidth: 2 },
        },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // react-admin labels a list's row checkbox on MUI's outer span, which assistive technology does
        // not read: the label goes to the checkbox itself.
        slotProps: { input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }) },
      },
    },
    MuiButtonBase: {
      // MUI marks keyboard focus only with a faint ripple: an outline shows where the focus is (WCAG 2.4.7).
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } },
    },
    MuiAppBar: {
      // On the green bar the ring is white.
      styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: '#ffffff' } } },
    },
    MuiAvatar: {
      // Initials and '+N' avatars are white on light grey (1.9:1); this grey reads at 6.2:1 (WCAG AA).
      styleOverrides: { colorDefault: { backgroundColor: '#616161' } },
    },
  },
};

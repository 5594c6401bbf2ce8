/*
 * Evaluated just before the app (boot.ts asks for both at once; issue 26, total blocking time on
 * /login): React, MUI and emotion run their module code in a task of their own, and the app's modules
 * and the start of its hydration in the next, instead of both in one long task. The exports are what
 * makes the build keep these imports; nothing uses them from here.
 */
export { hydrateRoot } from 'react-dom/client';
export { ThemeProvider } from '@mui/material/styles';
export { CacheProvider } from '@emotion/react';

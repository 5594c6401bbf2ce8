'use strict';
/*
 * object.entries for the browser build (vite.config.ts): every browser the app supports has
 * Object.entries, so the polyfill package (which react-admin's translations library asks for) and
 * its helpers (get-intrinsic, call-bind, define-properties: about 6 kB gzipped on /login) stay out.
 */
module.exports = Object.entries;

/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Base address of the Auth service (/Account/...); '' = same origin. */
  readonly VITE_AUTH_URL?: string;
  /** Base address of the main API (/api/...); '' = same origin. */
  readonly VITE_API_URL?: string;
  /** The external 'join now' link on the login page. */
  readonly VITE_JOIN_URL?: string;
  /** Product name in the footer ('Powered by ...'). */
  readonly VITE_PRODUCT_NAME?: string;
  /** Provider's company name in the footer copyright line. */
  readonly VITE_PROVIDER_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

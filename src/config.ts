import { version } from '../package.json';

/** The web app's configuration: build-time environment variables with their defaults. */
const env = import.meta.env;

const trimSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

export const config = {
  authUrl: trimSlash(env.VITE_AUTH_URL),
  apiUrl: trimSlash(env.VITE_API_URL),
  joinUrl: env.VITE_JOIN_URL || 'https://touchline.app/join',
  productName: env.VITE_PRODUCT_NAME || 'Touchline',
  providerName: env.VITE_PROVIDER_NAME || 'Touchline',
  appVersion: version,
} as const;

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the web app runs on Vite's server and forwards the API calls to the
// Fastify server (npm run dev:server); in production the Fastify server serves dist/.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/Account': apiServer,
      '/api': apiServer,
      '/Admin': apiServer,
      '/HomeAdmin': apiServer,
      '/photos': apiServer,
      '/dev': apiServer,
      '/documentation': apiServer,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});

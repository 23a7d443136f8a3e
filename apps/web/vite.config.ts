import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // The dev server forwards API and WebSocket calls to the Fastify server.
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000' },
      '/ws': { target: 'ws://127.0.0.1:5000', ws: true },
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 300 },
});

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
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry loads statically stays one chunk, fetched in one request.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // zod with the account's schemas, which every page loads after its first render to read
            // the signed-in user (decision 029): in pages-shared they would bring every lazy page's
            // schemas and icons along.
            {
              name: 'schemas-core',
              test: /node_modules\/zod\/|contract\/src\/(user|tier-schemas|errors)\.ts/,
              priority: 2,
            },
            // What two or more lazy pages share (the contract's schemas, icons, small helpers)
            // goes into one chunk instead of a score of tiny ones: over HTTP/1.1 a page waited for
            // them in turn behind the browser's six connections per host.
            { name: 'pages-shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});

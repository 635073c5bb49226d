import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientChunks } from './scripts/client-chunks';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'src/web') },
  },
  ssr: {
    // Bundled into the server build so it holds only the icons the shop draws: as a package, the
    // server would load every one of its 1,600 icon modules at start (about 8 MB of heap).
    noExternal: ['lucide-react'],
  },
  build: {
    // Our own code is small; warn only when a chunk gets out of hand.
    chunkSizeWarningLimit: 300,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
}));

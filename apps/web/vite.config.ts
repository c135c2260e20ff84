import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenGroups } from './chunk-groups.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // A Brotli copy beside each script, style sheet and SVG of the browser's build, made
    // once at the highest quality: the server sends it to browsers that accept br and
    // compresses nothing per request.
    {
      ...compression({ algorithms: ['brotliCompress'], include: /\.(js|css|svg)$/ }),
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    },
  ],
  ssr: {
    // Bundled into the server build rather than loaded from node_modules at run time, so
    // only what the pages use is kept in the server's memory: lucide-react's package entry
    // loads every icon (about 40 MiB), stopword's every language.
    noExternal: ['lucide-react', 'stopword'],
  },
  build: {
    sourcemap: 'hidden',
    // The browser's build only: the server's is one file loaded once.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: firstScreenGroups(path.join(import.meta.dirname, 'src/app')),
            },
          },
        },
  },
}));

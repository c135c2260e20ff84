// Bundles the server's entry points with @plume/core compiled in; npm packages stay
// external and are loaded from node_modules at run time.
import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Vite too: only `npm run dev` loads it (src/pages/vite-dev-server.ts).
const external = [
  ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@plume/')),
  'vite',
];

// Chunk names carry a hash: without a clean folder every build would leave the last ones.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  // The Word files' thread (src/history/docx-off-thread.ts) loads dist/docx-worker.js.
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    'docx-worker': 'src/history/docx-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  // The app is imported on demand by main.ts (see there), so it must be a chunk of its own.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // The ES build of a bundled package where it has one (stopword's), so that only what the
  // server uses is kept: stopword's CommonJS build carries every language's list.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});

// A fresh Postgres cluster for the server's first start to copy (src/db/pglite-template.ts),
// made here so the server never runs initdb.
const template = new PGlite(new URL('./dist/pglite-template', import.meta.url).pathname);
await template.waitReady;
await template.close();

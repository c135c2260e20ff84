// Bundles the server's entry points with @plume/core compiled in; npm packages stay
// external and are loaded from node_modules at run time.
import { readFileSync, rmSync } from 'node:fs';
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
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  // The app is imported on demand by main.ts (see there), so it must be a chunk of its own.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

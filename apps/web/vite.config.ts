import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** The plugins below work on the browser's build, not the server's pre-rendering entry. */
const inTheBrowserBuild: Plugin['apply'] = (_config, { command, isSsrBuild }) =>
  command === 'build' && !isSsrBuild;

/** React DOM, React and the scheduler, with src/react-dom.ts, which runs React DOM's code. */
const REACT_DOM_CHUNK = 'react-dom';

/**
 * Writes a Brotli copy (`name.br`) beside each script, style sheet and SVG of the build,
 * at the highest quality, once per build. The server sends it to browsers that accept br:
 * the first screen's JavaScript is 12 % smaller than gzip on the fly, which a phone on a
 * slow network feels (Lighthouse, issue 9), and the server compresses nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'plume-precompress',
    apply: inTheBrowserBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.entries(bundle)
          .filter(([name]) => /\.(js|css|svg)$/.test(name))
          .map(async ([name, output]) => {
            const source = output.type === 'chunk' ? output.code : output.source;
            const compressed = await brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(source),
              },
            });
            await writeFile(path.join(outDir, `${name}.br`), compressed);
          }),
      );
    },
  };
}

/**
 * Lists in index.html, as module preloads, code that pages load on demand, so that it is
 * fetched with the page instead of one round trip after another: the writer's desk and
 * its imports, marked `data-preload="signed-in"`, and each language's messages, marked
 * `data-preload-language`. The server keeps, for each page, only those the page will use
 * (apps/server/src/web/app-shell.ts).
 */
function preloadOnDemandCode(): Plugin {
  return {
    name: 'plume-preload-on-demand-code',
    apply: inTheBrowserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const chunkOf = (source: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`plume-preload-on-demand-code: no chunk for ${source}`);
          return chunk;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const listed = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const preload = (files: string[], attrs: Record<string, string> = {}) =>
          files
            .filter((file) => !listed.has(file))
            .map((file) => {
              listed.add(file);
              return {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, ...attrs },
                injectTo: 'head' as const,
              };
            });
        const desk = chunkOf('/src/app/routes/signed-in-home.tsx');
        return [
          ...preload([desk.fileName, ...desk.imports], { 'data-preload': 'signed-in' }),
          ...chunks.flatMap((chunk) => {
            const language = /\/src\/i18n\/locales\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return language?.[1]
              ? preload([chunk.fileName], { 'data-preload-language': language[1] })
              : [];
          }),
        ];
      },
    },
  };
}

/**
 * Names, on the app's tag in index.html, the chunk that holds React DOM (see src/react-dom.ts)
 * as `data-first`: a page drawn by the server runs it in a task before the app's
 * (public/start-after-paint.js; the server hands it on, apps/server/src/web/web-renderer.ts).
 */
function nameReactDomChunk(): Plugin {
  return {
    name: 'plume-name-react-dom-chunk',
    apply: inTheBrowserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === REACT_DOM_CHUNK,
        );
        const app = /<script type="module" crossorigin src="[^"]+"/;
        if (!chunk || !app.test(html)) {
          throw new Error('plume-name-react-dom-chunk: no React DOM chunk or no app tag');
        }
        return html.replace(app, (tag) => `${tag} data-first="/${chunk.fileName}"`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), preloadOnDemandCode(), nameReactDomChunk()],
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own port; the browser only ever talks to Vite.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? // The server's pre-rendering of the signed-out screens (src/prerender): one
      // self-contained ES module, so the server resolves none of the web app's packages.
      {
        outDir: 'dist/ssr',
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: REACT_DOM_CHUNK,
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-dom\.ts$/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
}));

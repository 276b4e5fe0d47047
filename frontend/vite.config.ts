import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { WEB_BUILD } from '../contracts/src/web-build.ts';
import { LOADER_MARKS } from './src/app/prerendered.ts';
import { themeWithoutCssVariables } from './src/app/themeWithoutCssVariables.ts';
import { firstPaintLoaderScript } from './src/firstPaintLoader.ts';
import { compileCatalogs } from './src/i18n/catalogPlugin.ts';

const contractsSrc = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const resolve = { alias: { '@tutorhub/contracts': contractsSrc } };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes a brotli (`.br`) and a gzip (`.gz`) copy of `file` beside it. */
async function compressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels: the API serves them as they are (`preCompressed`), so no request pays for
 * compression and every browser gets the smallest bytes.
 */
function precompress(): Plugin {
  return {
    name: 'tutorhub-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

/** What `src/entry-prerender.tsx` exports (built for Node by `prerenderPages`). */
interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_LANGUAGES: readonly string[];
  ROOT_ELEMENT: string;
  renderDocument: (
    path: string,
    language: string,
    parts: { template: string; bengaliFonts: string },
  ) => Promise<string | null>;
  renderShell: (indexHtml: string) => Promise<string>;
}

/**
 * `html` with its stylesheet links replaced by the sheets themselves: the app's own CSS is a few
 * hundred bytes, and a link would hold the first paint back by a round trip.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)">/g)];
  let inlined = html;
  for (const [link, file] of links) {
    const css = await fs.readFile(path.join(outDir, file), 'utf8');
    inlined = inlined.replace(link, `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * `html` with its module script and module preloads replaced by the first-paint loader, which
 * adds them once the page has painted (a visitor's page to read: once the visitor acts) and
 * holds early clicks until the app runs.
 */
function loadScriptsAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) {
    throw new Error('index.html has no module script to load after the first paint');
  }
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const loader = firstPaintLoaderScript(
    entry[1],
    preloads.map(([, href]) => href),
    LOADER_MARKS,
  );
  return [entry[0], ...preloads.map(([tag]) => tag)]
    .reduce((page, tag) => page.replace(tag, ''), html)
    .replace('</body>', `${loader}</body>`);
}

/**
 * The Bengali font's faces for a page prerendered in Bangla, inline: the text is laid out in
 * the font from the first paint instead of moving when the font arrives with the app's code.
 * `fallback` gives the font a moment to arrive before the text shows in a fallback font.
 */
async function bengaliFontFaces(outDir: string): Promise<string> {
  const assets = await fs.readdir(path.join(outDir, 'assets'));
  const sheet = assets.find((name) => /^bengali-[\w-]+\.css$/.test(name));
  if (!sheet) {
    throw new Error('the build has no Bengali font stylesheet to inline in the Bangla pages');
  }
  const css = await fs.readFile(path.join(outDir, 'assets', sheet), 'utf8');
  // The regular face sets most of every page's text: fetched with the HTML, not after its layout
  // (preloading the bold face too kept the largest text waiting for both).
  const preloads = assets
    .filter((name) => /^noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/.test(name))
    .map(
      (name) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}">`,
    );
  return `${preloads.join('')}<style>${css.replaceAll('font-display:swap', 'font-display:fallback')}</style>`;
}

/**
 * After the web app's build, builds `src/entry-prerender.tsx` for Node (into WEB_BUILD.serverDir,
 * with the parts the API renders pages from) and writes the HTML of each page built ahead
 * (`dist/<path>/index.html`, `/` into `dist/index.html`) with its critical styles in the head,
 * so the page paints before any JavaScript runs; `main.tsx` then hydrates it. The shell, with
 * the loading frame in it, is kept as WEB_BUILD.appShell for every other route.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tutorhub-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // An in-memory build (the first-load budget test) has no files to prerender into.
      if (!config.build.write) {
        return;
      }
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(outDir, WEB_BUILD.serverDir);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [compileCatalogs(), react()],
        resolve,
        // The browser's build of React, MUI and Emotion whatever NODE_ENV the API runs with
        // (`npm start` runs it in development): the class names must be the browser's, or the
        // browser inserts every style of the page again as it hydrates.
        define: {
          'process.env.NODE_ENV': JSON.stringify(
            config.isProduction ? 'production' : 'development',
          ),
        },
        // One self-contained CommonJS file: the API (CommonJS, also under Jest) requires it.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: WEB_BUILD.serverEntry } },
        },
      });
      const entryUrl = pathToFileURL(path.join(serverDir, WEB_BUILD.serverEntry)).href;
      const entry = (await import(`${entryUrl}?${Date.now()}`)).default as PrerenderEntry;
      const shell = await inlineStylesheets(
        await fs.readFile(path.join(outDir, 'index.html'), 'utf8'),
        outDir,
      );
      if (!shell.includes(entry.ROOT_ELEMENT)) {
        throw new Error(`index.html has no ${entry.ROOT_ELEMENT} to prerender into`);
      }
      const parts = {
        template: loadScriptsAfterFirstPaint(shell),
        bengaliFonts: await bengaliFontFaces(outDir),
      };
      await fs.writeFile(path.join(serverDir, WEB_BUILD.pageTemplate), parts.template);
      await fs.writeFile(path.join(serverDir, WEB_BUILD.bengaliFonts), parts.bengaliFonts);
      const written = [path.join(outDir, WEB_BUILD.appShell)];
      await fs.writeFile(written[0], await entry.renderShell(shell));
      for (const pagePath of entry.PRERENDERED_PATHS) {
        for (const language of entry.PRERENDERED_LANGUAGES) {
          const page = await entry.renderDocument(pagePath, language, parts);
          if (page === null) {
            throw new Error(`${pagePath} could not be prerendered: it needs the API's data`);
          }
          // English is each page's index.html; another language its index.<language>.html.
          const name = language === 'en' ? 'index.html' : `index.${language}.html`;
          const file = path.join(outDir, pagePath, name);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, page);
          written.push(file);
        }
      }
      await Promise.all(written.map(compressFile));
    },
  };
}

export default defineConfig({
  plugins: [
    compileCatalogs(),
    themeWithoutCssVariables(),
    react(),
    precompress(),
    prerenderPages(),
  ],
  resolve,
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The HTML keeps its preloads (the first-paint loader adds them), but a lazily loaded module
    // does not add a <link rel=modulepreload> for each of its imports: inserting them cost a phone
    // as much main-thread time as the page's hydration (Lighthouse's blocking time on the public
    // pages went from 210-700 ms to 170-260 ms). Its imports are fetched when it is evaluated.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Whatever the entry imports loads at once anyway: two files (libraries, which stay
        // cached across releases, and the app's own start) instead of a dozen small requests.
        codeSplitting: {
          groups: [
            { name: 'start-libs', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
});

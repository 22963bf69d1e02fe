/// <reference types="vitest/config" />
// Build, dev-server and unit-test configuration of the Aplauso web app.
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';

/** Chunks of the first screens. Left alone, Rolldown splits the login path into about thirty
 *  files and the signed-in home into about ninety (one per shared MUI piece), and on a phone
 *  each round of requests costs more than the bytes. Four groups instead:
 *  - `boot`: what the entry imports statically (React, the router, i18n, the start-up);
 *  - `shell`: what the frame of every screen and the login need (MUI's core, the theme, the
 *    form fields, the login page) beyond `boot`;
 *  - `home`: what the signed-in layout and the home add beyond both (with every module's
 *    frame.ts and home.ts, which they import), and the menu's icons;
 *  - `home-content`: the home's cards and feed (what the modules' home.ts load lazily).
 *  Other screens keep their own chunks, but for one more group: every module's
 *  notification-kinds.ts, which the notification screens load together. Each group takes what
 *  its roots import statically, so a screen opened later still downloads only what it lacks.
 *  Modules are found by their slot files' names, never named here. */
/** Modules a first screen's import of a package's index reaches without using them: react-i18next's
 *  components (<Trans> and its HTML parser, the HOCs; the screens call useTranslation). Left to
 *  the screens that use them. */
const UNUSED_BY_FIRST_SCREENS =
  /\/react-i18next\/dist\/es\/(Trans|TransWithoutContext|IcuTrans|IcuTransWithoutContext|withTranslation|Translation|withSSR|useSSR)\.js$/;

/** Every module's slot file of this name (`home.ts`), by its absolute path. */
function moduleSlotFiles(name: string): string[] {
  const features = new URL('./src/features/', import.meta.url);
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => fileURLToPath(new URL(`${entry.name}/${name}`, features)))
    .filter((path) => existsSync(path));
}

function firstScreenGroups(): Rolldown.CodeSplittingGroup[] {
  const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
  const shellRoots = [src('app/ui-shell.tsx'), src('features/auth/pages/login-page.tsx')];
  const homeRoots = [src('app/authenticated-layout.tsx'), src('app/routes/home-route.tsx')];
  const homeSlots = moduleSlotFiles('home.ts');
  const kindRoots = moduleSlotFiles('notification-kinds.ts');
  let shell: Set<string> | undefined;
  let home: Set<string> | undefined;
  let homeContent: Set<string> | undefined;
  let kinds: Set<string> | undefined;
  const reach = (roots: string[], ctx: Rolldown.ChunkingContext) => {
    const found = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id) || UNUSED_BY_FIRST_SCREENS.test(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      found.add(id);
      stack.push(...info.importedIds);
    }
    return found;
  };
  return [
    { name: 'boot', tags: ['$initial'], priority: 3 },
    {
      name: (id, ctx) => {
        shell ??= reach(shellRoots, ctx);
        return shell.has(id) ? 'shell' : null;
      },
      priority: 2,
    },
    {
      name: (id, ctx) => {
        home ??= reach(homeRoots, ctx);
        if (home.has(id)) return 'home';
        // The menu's icons, each imported on its own by a module's manifest (features/*/module.ts)
        // or the nav registry: the signed-in frame waits for all of them.
        if (!id.includes('/@mui/icons-material/')) return null;
        const importers = ctx.getModuleInfo(id)?.dynamicImporters ?? [];
        return importers.some((importer) => /\/(module|nav-registry)\.ts$/.test(importer))
          ? 'home'
          : null;
      },
      priority: 1,
    },
    {
      // The home's cards and feed are lazy (the greeting never waits for them, other screens
      // never load them) but always asked for together: one file instead of about ten.
      name: (id, ctx) => {
        homeContent ??= reach(
          homeSlots.flatMap((slot) => ctx.getModuleInfo(slot)?.dynamicallyImportedIds ?? []),
          ctx,
        );
        return homeContent.has(id) ? 'home-content' : null;
      },
      priority: 0,
    },
    {
      name: (id, ctx) => {
        kinds ??= reach(kindRoots, ctx);
        return kinds.has(id) ? 'notification-kinds' : null;
      },
      priority: 0,
    },
  ];
}

/** The `shell` chunk (see firstScreenGroups) is needed by every screen: the HTML asks for it
 *  beside the entry, instead of the entry asking for it once it has run. */
function preloadShellChunk(): Plugin {
  return {
    name: 'aplauso-preload-shell-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const shell = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'shell',
        );
        if (!shell) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${shell.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadShellChunk(),
    // The server serves these precompressed files next to the originals.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: every browser we support but Safari before 17
    // has it, and there a preload link is only ignored. The polyfill watched every link added
    // (each lazy screen adds several) and refetched them by hand.
    modulePreload: { polyfill: false },
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreenGroups() },
        // Chunks are named by their hash alone: the entry lists every chunk a lazy screen
        // preloads (about 300 names), and the readable part of each name cost 1.6 KiB gzip of
        // the first load. The build's manifest maps sources to chunks (bundle-size.mjs).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: devApiTarget, changeOrigin: false },
    },
  },
  test: {
    // happy-dom builds a document in half jsdom's time and runs the same tests about a third
    // faster (157 s against 217 s for the whole suite on two cores); the few files that need
    // jsdom's exactness say so in their first line.
    environment: 'happy-dom',
    // Vitest leaves a core free by default: on CI's two cores that is one worker, and the unit
    // tests take half as long again (164 s against 108 s). A worker waits about a fifth of its
    // time (timers, debounces, findBy polling): one more worker than cores fills it (the whole
    // suite on two cores: 284 s against 327 s with two).
    maxWorkers: availableParallelism() + 1,
    // Each file still runs in a fresh VM context (module state and the DOM do not leak between
    // files), but setting up the DOM and loading the libraries cost far less than in a fresh
    // process per file: the whole suite takes 66 s against 174 s.
    pool: 'vmThreads',
    // A test that types whole dates with user-event takes 2–3 s alone and has outrun the 5 s
    // default beside a C++ build; the longest (the evaluation cycle editor's, 12 s alone) took 16 s
    // with three workers on two cores, and 30 s on 2026-12-02, when the whole suite took 1,016 s
    // against 540 s the day before on the same kind of machine: 60 s keeps a slow machine from
    // failing a correct test (a test that passes still ends as soon as it is done).
    testTimeout: 60_000,
    // MUI goes through Vite's module runner: loaded as native ES modules inside the VM, two
    // dynamic imports sharing a dependency (the nav icons, the lazy routes) fail with "request
    // for '@mui/material/SvgIcon' is not in cache" when a file is the first of its worker.
    server: { deps: { inline: [/@mui\//] } },
    // app/modules.ts registers every module's manifest (lib/modules/registry.ts), as the app does
    // on start-up, and app/console.ts their console parts (lib/modules/console.ts), as the
    // console's route does: a screen that shows other modules' parts finds them in tests too.
    setupFiles: ['./src/testing/setup-tests.ts', './src/app/modules.ts', './src/app/console.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

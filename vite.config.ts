import { writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** BUNDLE_REPORT=1: writes build/bundle-report.json, each browser chunk's modules by rendered size, with
 * what imports each (what to cut, and why it is there). */
function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          modules: Object.entries(c.modules)
            .map(([id, m]) => ({
              id: id.replace(process.cwd(), ''),
              bytes: m.renderedLength,
              importers: (this.getModuleInfo(id)?.importers ?? []).map((i) => i.replace(process.cwd(), '')),
            }))
            .sort((a, b) => b.bytes - a.bytes),
        }));
      writeFileSync('build/bundle-report.json', JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * Small modules that every page loads and that import nothing at run time, in one chunk: each on its own cost a file
 * and its gzip overhead on every first load (/markets: 48 files and 155.3 KB with them apart, 42 and 154.7 together).
 */
const CORE_MODULES = [
  '/platform/browser/api.ts',
  '/lib/client-cache.ts',
  '/lib/constants.ts',
  '/lib/recoverable-import.ts',
  '/features/market/client/market-get.ts',
  '/features/market/addresses.ts',
  '/features/telemetry/client/service-worker.ts',
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), ...(process.env.BUNDLE_REPORT ? [bundleReport()] : [])],
  build: {
    target: 'es2022',
    rolldownOptions: {
      // A feature's faces (features/x/index.ts, server.ts) only re-export (lint holds them to it), so they are free
      // of side effects: taking one name from a face links to the module that has it, and the face's other modules
      // stay out of the page's chunks unless the page uses them.
      treeshake: {
        moduleSideEffects: [{ test: /\/features\/[^/]+\/(index|server)\.tsx?$/, sideEffects: false }],
      },
      output: {
        advancedChunks: {
          groups: [{ name: 'core', test: (id) => CORE_MODULES.some((m) => id.endsWith(m)) }],
        },
      },
    },
  },
});

import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }

// The published build (`pnpm build`): Vite library mode turns the loader's `import.meta.glob` into
// one dynamically imported chunk per JSON bundle, so a consumer's bundler (or plain Node) loads a
// locale's copy only when asked. Declarations come from tsc (tsconfig.build.json); every source module
// is an entry, so dist mirrors tsc's layout (type-only modules included) and the declarations'
// specifiers resolve to real files once tsc-alias adds their `.js` extension.
// https://vite.dev/guide/build#library-mode
const entries = Object.fromEntries(
  fs
    .readdirSync(new URL('./src', import.meta.url))
    .filter((file) => /^[^.]+\.ts$/.test(file))
    .map((file) => [file.slice(0, -3), fileURLToPath(new URL(`./src/${file}`, import.meta.url))]),
)
const external = Object.keys({ ...pkg.dependencies })
const isExternal = (id: string) =>
  id.startsWith('node:') || external.some((dep) => id === dep || id.startsWith(`${dep}/`))

export default defineConfig({
  // public/ (images, manuals) ships as-is through package.json "files", not copied into dist.
  publicDir: false,
  build: {
    lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'bundles/[name]-[hash].js' },
    },
  },
})

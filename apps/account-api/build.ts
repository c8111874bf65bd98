/**
 * Builds the service into `dist/main.mjs`: the TypeScript sources and the workspace packages they
 * import, bundled, so the image runs plain node (no tsx, which would need a writable /tmp), with the SQL
 * migrations beside it in `dist/migrations` (src/db/migrate.ts reads them next to the module).
 * External, loaded from node_modules at run time: PGlite (WebAssembly files of its own), pg, nodemailer, and
 * @node-rs/argon2 (a native addon: its prebuilt binary for the platform is an optional dependency).
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

const root = import.meta.dirname
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/main.ts'),
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.mjs' } },
  },
  ssr: { noExternal: true, external: ['@electric-sql/pglite', 'pg', 'nodemailer', '@node-rs/argon2'] },
})
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true })

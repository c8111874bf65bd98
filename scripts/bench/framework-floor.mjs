// The framework floor: a vike-react app of a trivial page (a heading and a paragraph), built in a temp dir with the
// versions of vike, vike-react, React and Vite the storefront installs (the temp dir is a project of its own, so
// pnpm links the packages from its store).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, stopProcess } from '@storefront/test-kit'

/** The packages the floor is built from, at the versions the storefront resolves. */
const FLOOR_PACKAGES = ['vike', 'vike-react', 'react', 'react-dom', 'vite', '@vitejs/plugin-react']

export const floorVersions = (storefrontDir) =>
  Object.fromEntries(
    FLOOR_PACKAGES.map((name) => {
      // Read from node_modules, not require()d: some of them do not export their package.json.
      const manifest = path.join(storefrontDir, 'node_modules', name, 'package.json')
      return [name, JSON.parse(fs.readFileSync(manifest, 'utf8')).version]
    }),
  )

const FILES = {
  'vite.config.js': `import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
export default { plugins: [react(), vike()], logLevel: 'warn' }
`,
  'pages/+config.js': `import vikeReact from 'vike-react/config'
export default { extends: [vikeReact], title: 'Floor' }
`,
  'pages/index/+Page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A trivial vike-react page.</p>
    </main>
  )
}
`,
  // The same shape as the storefront's production server: the build's entry, then Vike's renderPage per request.
  'server.mjs': `import http from 'node:http'
import './dist/server/entry.mjs'
import { renderPage } from 'vike/server'
http
  .createServer(async (req, res) => {
    const { httpResponse } = await renderPage({ urlOriginal: req.url })
    res.writeHead(httpResponse.statusCode, Object.fromEntries(httpResponse.headers))
    res.end(httpResponse.body)
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
`,
}

const writeFiles = (dir, files) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
}
const viteBuild = (dir) =>
  execFileSync(process.execPath, [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  })

/** Builds the floor app in a new temp dir; returns the dir. Installs from pnpm's store when it has the packages. */
export function buildFloor(versions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  const manifest = { name: 'bench-framework-floor', private: true, type: 'module', dependencies: versions }
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFiles(dir, FILES)
  execFileSync('npx', ['--yes', 'pnpm@10.34.9', 'install', '--prefer-offline', '--config.ignore-workspace=true'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  viteBuild(dir)
  return dir
}

/** Starts the built floor app's production server. */
export async function startFloor(dir) {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', (code) => reject(new Error(`the framework floor server exited (${code})`)))
  })
  return { base: `http://127.0.0.1:${port}`, child, stop: () => stopProcess(child, { group: true }) }
}

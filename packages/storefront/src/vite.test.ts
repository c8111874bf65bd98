import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsChunkOf, webRoot } from './vite'

const own = (dir: string) =>
  fs
    .readdirSync(path.join(webRoot, dir))
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => path.join(webRoot, dir, f))

// The chunk rules match paths: a renamed package or folder would silently put every island back in
// a file of its own (some twenty requests per page), so they are checked against the files as they are.
describe('the islands chunk', () => {
  it('holds every island every page may hydrate, not the account and form island nor "Notify me"', () => {
    for (const file of own('src/islands')) {
      expect(jsChunkOf(file), file).toBe(/(page|notify)-island\.tsx$/.test(file) ? undefined : 'islands')
    }
  })

  it('holds the chrome components and their libraries, not the service form or the API client', () => {
    for (const file of own('src/components')) {
      expect(jsChunkOf(file), file).toBe(file.endsWith('service-form.tsx') ? undefined : 'islands')
    }
    expect(jsChunkOf(path.join(webRoot, 'src/lib/consent.ts'))).toBe('islands')
    expect(jsChunkOf(path.join(webRoot, 'src/lib/api/session.ts'))).toBe('islands')
    expect(jsChunkOf(path.join(webRoot, 'src/lib/api/client.ts'))).toBeUndefined()
    expect(jsChunkOf(path.join(webRoot, 'src/lib/translate.tsx'))).toBeUndefined()
  })
})

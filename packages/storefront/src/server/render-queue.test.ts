import { describe, expect, it } from 'vitest'
import { queueRenders, RenderShed } from './render-queue'

/** A render that waits until released, recording when it started. */
function gatedRenders() {
  const started: string[] = []
  const gates = new Map<string, () => void>()
  const render = (name: string) =>
    new Promise<string>((resolve) => {
      started.push(name)
      gates.set(name, () => resolve(name))
    })
  const release = async (name: string) => {
    // The queue starts a render a turn of the event loop after its slot frees.
    for (let i = 0; i < 20 && !gates.has(name); i++) await new Promise((r) => setImmediate(r))
    gates.get(name)!()
  }
  return { started, render, release }
}

const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r))
}

describe('queueRenders', () => {
  it('runs a few renders at a time and the others in the order they came', async () => {
    let running = 0
    let most = 0
    const finished: number[] = []
    const render = queueRenders(
      async (n: number) => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
        finished.push(n)
        return n * 2
      },
      { concurrency: 2 },
    )
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => render(n)))
    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => n * 2))
    expect(most).toBe(2)
    expect(finished.slice(0, 2).sort()).toEqual([0, 1])
    expect(finished.slice(-2).sort()).toEqual([8, 9])
  })

  it('gives a free slot to a waiting page before any waiting not-found page, whatever came first', async () => {
    const { started, render, release } = gatedRenders()
    const queued = queueRenders(render, { concurrency: 1 })
    const all = [
      queued('404-a', 'not-found'),
      queued('404-b', 'not-found'),
      queued('404-c', 'not-found'),
      queued('login', 'page'),
      queued('product', 'page'),
    ]
    await turns()
    expect(started).toEqual(['404-a'])
    for (const name of ['404-a', 'login', 'product', '404-b', '404-c']) await release(name)
    expect(await Promise.all(all)).toEqual(['404-a', '404-b', '404-c', 'login', 'product'])
    expect(started).toEqual(['404-a', 'login', 'product', '404-b', '404-c'])
  })

  it('sheds a render past its lane’s queue limit at once, and leaves the other lane alone', async () => {
    const { started, render, release } = gatedRenders()
    const queued = queueRenders(render, {
      concurrency: 1,
      queueLimits: { page: 1, 'not-found': 2 },
      retryAfterSeconds: 3,
    })
    const running = queued('first', 'page')
    await turns()
    const waitingPage = queued('page-1', 'page')
    const shedPage = queued('page-2', 'page')
    const waitingNotFound = [queued('404-1', 'not-found'), queued('404-2', 'not-found')]
    const shedNotFound = queued('404-3', 'not-found')
    await expect(shedPage).rejects.toBeInstanceOf(RenderShed)
    await expect(shedPage).rejects.toMatchObject({ lane: 'page', retryAfterSeconds: 3 })
    await expect(shedNotFound).rejects.toMatchObject({ lane: 'not-found' })
    expect(queued.waiting('page')).toBe(1)
    expect(queued.waiting('not-found')).toBe(2)
    for (const name of ['first', 'page-1', '404-1', '404-2']) await release(name)
    expect(await Promise.all([running, waitingPage, ...waitingNotFound])).toEqual(['first', 'page-1', '404-1', '404-2'])
    expect(started).toEqual(['first', 'page-1', '404-1', '404-2'])
    expect([queued.waiting('page'), queued.waiting('not-found')]).toEqual([0, 0])
    // Room again once the queue drained.
    const again = queued('page-3', 'page')
    await release('page-3')
    expect(await again).toBe('page-3')
  })

  it('passes a failed render’s error to its caller and goes on with the next', async () => {
    const queued = queueRenders(async (n: number) => {
      if (n === 1) throw new Error('boom')
      return n
    })
    const results = await Promise.allSettled([queued(0), queued(1), queued(2)])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})

import { describe, expect, it } from 'vitest'
import { queueRenders } from './render-queue'

describe('queueRenders', () => {
  it('runs a few renders at a time and the others in the order they came', async () => {
    let running = 0
    let most = 0
    const finished: number[] = []
    const render = queueRenders(async (n: number) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      finished.push(n)
      return n * 2
    }, 2)
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => render(n)))
    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => n * 2))
    expect(most).toBe(2)
    expect(finished.slice(0, 2).sort()).toEqual([0, 1])
    expect(finished.slice(-2).sort()).toEqual([8, 9])
  })
})

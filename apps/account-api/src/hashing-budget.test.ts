import { describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { ApiError } from './errors'
import { HashingBudget } from './hashing-budget'

const MIB = 2 ** 20

/** A job that records how many jobs run at once and ends when `finish` is called. */
function tracker() {
  let running = 0
  let peak = 0
  const finishers: (() => void)[] = []
  const job = () =>
    new Promise<void>((resolve) => {
      running += 1
      peak = Math.max(peak, running)
      finishers.push(() => {
        running -= 1
        resolve()
      })
    })
  const finishAll = async () => {
    // Finishing one job starts the next; keep going until nothing is left.
    for (let i = 0; i < 100 && (finishers.length || running); i += 1) {
      finishers.splice(0).forEach((finish) => finish())
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
  }
  return { job, finishAll, peak: () => peak, running: () => running }
}

/** Lets the jobs the budget admitted start (the semaphore hands out its room asynchronously). */
const started = () => new Promise((resolve) => setTimeout(resolve, 5))

const refusedWith4012 = (error: unknown) => error instanceof ApiError && error.code === API_CODE.TOO_MANY_REQUESTS

describe('HashingBudget', () => {
  it('runs only as many hashes at once as fit in the budget, the others in turn', async () => {
    const budget = new HashingBudget({ bytes: 64 * MIB, queue: 100, maxWaitMs: 5000 })
    const t = tracker()
    const all = Promise.all(Array.from({ length: 10 }, () => budget.run(19 * MIB, t.job)))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(t.running()).toBe(3)
    expect(budget.queued()).toBe(7)
    await t.finishAll()
    await all
    expect(t.peak()).toBe(3)
  })

  it('runs a hash larger than the whole budget alone', async () => {
    const budget = new HashingBudget({ bytes: 64 * MIB, queue: 100, maxWaitMs: 5000 })
    const t = tracker()
    const all = Promise.all([budget.run(19 * MIB, t.job), budget.run(128 * MIB, t.job), budget.run(19 * MIB, t.job)])
    await new Promise((resolve) => setTimeout(resolve, 5))
    // The large one waits for the first to finish, and the third waits behind it (first come, first served).
    expect(t.running()).toBe(1)
    await t.finishAll()
    await all
    expect(t.peak()).toBe(1)
  })

  it('refuses at once with 4012 when the queue is full', async () => {
    const budget = new HashingBudget({ bytes: 20 * MIB, queue: 2, maxWaitMs: 5000 })
    const t = tracker()
    const admitted = [1, 2, 3].map(() => budget.run(19 * MIB, t.job))
    const started = performance.now()
    await expect(budget.run(19 * MIB, t.job)).rejects.toSatisfy(refusedWith4012)
    expect(performance.now() - started).toBeLessThan(50)
    await t.finishAll()
    await Promise.all(admitted)
  })

  it('refuses with 4012 a hash that waited longer than maxWaitMs, and the budget stays whole', async () => {
    const budget = new HashingBudget({ bytes: 20 * MIB, queue: 10, maxWaitMs: 100 })
    const t = tracker()
    const first = budget.run(19 * MIB, t.job)
    await expect(budget.run(19 * MIB, t.job)).rejects.toSatisfy(refusedWith4012)
    expect(budget.queued()).toBe(0)
    await t.finishAll()
    await first
    // The timed-out waiter gave its turn back: a new hash still gets the whole budget.
    await expect(budget.run(19 * MIB, async () => 'done')).resolves.toBe('done')
  })

  it('gives the memory back when a hash throws', async () => {
    const budget = new HashingBudget({ bytes: 20 * MIB, queue: 10, maxWaitMs: 100 })
    await expect(budget.run(19 * MIB, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(budget.run(19 * MIB, async () => 'after')).resolves.toBe('after')
  })

  it('serves a first-lane hash before every standard one that waited longer', async () => {
    const budget = new HashingBudget({ bytes: 20 * MIB, queue: 100, maxWaitMs: 5000 })
    const t = tracker()
    const order: string[] = []
    const running = budget.run(19 * MIB, t.job)
    const flood = Array.from({ length: 20 }, (_, i) =>
      budget.run(19 * MIB, () => (order.push(`flood ${i}`), t.job()), 'standard'),
    )
    const honest = budget.run(19 * MIB, () => (order.push('honest'), t.job()), 'first')
    expect(budget.queued('standard')).toBe(20)
    expect(budget.queued('first')).toBe(1)
    await started()
    await t.finishAll()
    await Promise.all([running, honest, ...flood])
    expect(order[0]).toBe('honest')
  })

  it('bounds each lane on its own: a full standard lane leaves the first lane open', async () => {
    const budget = new HashingBudget({ bytes: 20 * MIB, queue: 3, maxWaitMs: 5000 })
    const t = tracker()
    const admitted = [budget.run(19 * MIB, t.job), ...[1, 2, 3].map(() => budget.run(19 * MIB, t.job, 'standard'))]
    await expect(budget.run(19 * MIB, t.job, 'standard')).rejects.toSatisfy(refusedWith4012)
    admitted.push(budget.run(19 * MIB, t.job, 'first'))
    expect(budget.queued()).toBe(4)
    await started()
    await t.finishAll()
    await Promise.all(admitted)
  })
})

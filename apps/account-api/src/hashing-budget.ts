import { Semaphore, withTimeout } from 'async-mutex'
import { API_CODE } from '@storefront/api-client/contract'
import { ApiError } from './errors'

export interface HashingBudgetOptions {
  /** Memory password hashes may hold at once, in bytes. */
  bytes: number
  /** Hashes that may wait for the budget; one more is refused at once. */
  queue: number
  /** How long a hash may wait for the budget before its request is refused. */
  maxWaitMs: number
}

/**
 * Password hashes run inside a memory budget (docs/security.md "Password hashing"): each takes the memory
 * it needs from the budget and gives it back when done; the rest wait in order, in a bounded queue, for a
 * bounded time. A request refused here gets 4012 "Too many requests, please wait a moment.", never an
 * out-of-memory kill. A hash larger than the whole budget (an old scrypt hash) waits until it can run alone.
 */
export class HashingBudget {
  private readonly semaphore
  private readonly units: number
  private waiting = 0

  constructor(private readonly options: HashingBudgetOptions) {
    // Counted in KiB: argon2id's cost is given in KiB.
    this.units = Math.max(1, Math.ceil(options.bytes / KIB))
    this.semaphore = withTimeout(new Semaphore(this.units), options.maxWaitMs, new ApiError(API_CODE.TOO_MANY_REQUESTS))
  }

  /** Run `work`, which allocates about `bytes`, once the budget has room for it. */
  async run<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    const weight = Math.min(Math.max(1, Math.ceil(bytes / KIB)), this.units)
    // Only a hash that cannot start now counts against the queue (the semaphore takes room synchronously).
    const mustWait = this.waiting > 0 || this.semaphore.getValue() < weight
    if (mustWait && this.waiting >= this.options.queue) throw new ApiError(API_CODE.TOO_MANY_REQUESTS)
    if (mustWait) this.waiting += 1
    let release: () => void
    try {
      ;[, release] = await this.semaphore.acquire(weight)
    } finally {
      if (mustWait) this.waiting -= 1
    }
    try {
      return await work()
    } finally {
      release()
    }
  }

  /** Hashes waiting for room now (for metrics and tests). */
  get queued(): number {
    return this.waiting
  }
}

const KIB = 1024

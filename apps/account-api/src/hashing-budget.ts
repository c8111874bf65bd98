import { Semaphore, withTimeout } from 'async-mutex'
import { API_CODE } from '@storefront/api-client/contract'
import { ApiError } from './errors'

/**
 * Which line a hash waits in. `first`: work someone paid for or proved a right to (a solved ALTCHA, a client
 * that logged in to the account before, a new password behind a code, a token or a session); `standard`:
 * everything else, served only when no `first` hash waits (docs/security.md "Password hashing").
 */
export type HashingLane = 'first' | 'standard'

const PRIORITY: Record<HashingLane, number> = { first: 1, standard: 0 }

export interface HashingBudgetOptions {
  /** Memory password hashes may hold at once, in bytes. */
  bytes: number
  /** Hashes that may wait for the budget in each lane; one more is refused at once. */
  queue: number
  /** How long a hash may wait for the budget before its request is refused. */
  maxWaitMs: number
}

/**
 * Password hashes run inside a memory budget (docs/security.md "Password hashing"): each takes the memory
 * it needs from the budget and gives it back when done; the rest wait, a `first` hash before any
 * `standard` one and in order within a lane, in a bounded queue per lane, for a bounded time. A request
 * refused here gets 4012 "Too many requests, please wait a moment.", never an out-of-memory kill. A hash
 * larger than the whole budget (an old scrypt hash) waits until it can run alone.
 */
export class HashingBudget {
  private readonly semaphore
  private readonly units: number
  private readonly waiting: Record<HashingLane, number> = { first: 0, standard: 0 }

  constructor(private readonly options: HashingBudgetOptions) {
    // Counted in KiB: argon2id's cost is given in KiB.
    this.units = Math.max(1, Math.ceil(options.bytes / KIB))
    this.semaphore = withTimeout(new Semaphore(this.units), options.maxWaitMs, new ApiError(API_CODE.TOO_MANY_REQUESTS))
  }

  /** Run `work`, which allocates about `bytes`, once the budget has room for it and no earlier lane waits. */
  async run<T>(bytes: number, work: () => Promise<T>, lane: HashingLane = 'standard'): Promise<T> {
    const weight = Math.min(Math.max(1, Math.ceil(bytes / KIB)), this.units)
    // Only a hash that cannot start now counts against its lane's queue (the semaphore takes room synchronously).
    const mustWait = this.waitingAhead(lane) > 0 || this.semaphore.getValue() < weight
    if (mustWait && this.waiting[lane] >= this.options.queue) throw new ApiError(API_CODE.TOO_MANY_REQUESTS)
    if (mustWait) this.waiting[lane] += 1
    let release: () => void
    try {
      ;[, release] = await this.semaphore.acquire(weight, PRIORITY[lane])
    } finally {
      if (mustWait) this.waiting[lane] -= 1
    }
    try {
      return await work()
    } finally {
      release()
    }
  }

  /** Hashes waiting for room now, in one lane or in both (for metrics and tests). */
  queued(lane?: HashingLane): number {
    return lane ? this.waiting[lane] : this.waiting.first + this.waiting.standard
  }

  /** Hashes that would be served before one in `lane`. */
  private waitingAhead(lane: HashingLane): number {
    return lane === 'first' ? this.waiting.first : this.waiting.first + this.waiting.standard
  }
}

const KIB = 1024

import PQueue from 'p-queue'

/**
 * The kinds of render, in the order a free render slot takes them: a real page (a render-cache miss,
 * an account screen) before a not-found page, so that a flood of invented URLs never delays a page a
 * shopper asked for (docs/performance.md#render-queue).
 */
export const RENDER_LANES = ['page', 'not-found'] as const
export type RenderLane = (typeof RENDER_LANES)[number]

export interface RenderQueueOptions {
  /** Renders at a time. Default 2. */
  concurrency?: number
  /** Most renders waiting per lane; one more is refused with RenderShed. */
  queueLimits?: Partial<Record<RenderLane, number>>
  /** What a refused request is told to wait (`Retry-After`, seconds). Default 1. */
  retryAfterSeconds?: number
}

export const DEFAULT_QUEUE_LIMITS: Record<RenderLane, number> = { page: 128, 'not-found': 16 }

/** A render refused because its lane's queue is full: answered 503 with `Retry-After`. */
export class RenderShed extends Error {
  constructor(
    readonly lane: RenderLane,
    readonly retryAfterSeconds: number,
  ) {
    super(`render queue '${lane}' is full`)
    this.name = 'RenderShed'
  }
}

export type QueuedRender<Init, Result> = (init: Init, lane?: RenderLane) => Promise<Result>

/**
 * Renders a few pages at a time; the others wait their turn in their lane, first come first served
 * within it. A render is CPU work with a few awaits in it: fifty started at once share the CPU and all
 * finish late (and keep fifty pages' garbage alive), while a short queue finishes each in a few
 * milliseconds. Each lane's queue is bounded: past its limit a request is shed at once (RenderShed)
 * instead of waiting behind more work than it could be served in time. Cached answers never wait
 * here (render-cache.ts answers them before any render).
 */
export function queueRenders<Init, Result>(
  render: (init: Init) => Promise<Result>,
  { concurrency = 2, queueLimits = {}, retryAfterSeconds = 1 }: RenderQueueOptions = {},
): QueuedRender<Init, Result> & { waiting(lane: RenderLane): number } {
  const queue = new PQueue({ concurrency })
  const limits = { ...DEFAULT_QUEUE_LIMITS, ...queueLimits }
  // p-queue runs higher priorities first, in the order they came within one priority.
  const priorityOf = (lane: RenderLane) => RENDER_LANES.length - RENDER_LANES.indexOf(lane)
  // Counted here: p-queue's sizeBy filters its whole queue on every call, and every render asks.
  const waitingIn: Record<RenderLane, number> = { page: 0, 'not-found': 0 }
  const waiting = (lane: RenderLane) => waitingIn[lane]
  // A turn of the event loop before each render: requests that arrived meanwhile join the queue and
  // finished pages are written, instead of the queue draining in one long run of microtasks.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
  const queued = (init: Init, lane: RenderLane = 'page'): Promise<Result> => {
    if (waiting(lane) >= limits[lane]) return Promise.reject(new RenderShed(lane, retryAfterSeconds))
    waitingIn[lane] += 1
    return queue.add(
      async () => {
        waitingIn[lane] -= 1
        await nextTurn()
        return render(init)
      },
      { priority: priorityOf(lane) },
    )
  }
  return Object.assign(queued, { waiting })
}

import pLimit from 'p-limit'

/**
 * Renders a few pages at a time; the others wait their turn, first come first served. A render is
 * CPU work with a few awaits in it: fifty started at once share the CPU and all finish late (and
 * keep fifty pages' garbage alive), while a short queue finishes each in a few milliseconds, so
 * the waiting time is fair and bounded by the queue, not by the busiest moment. Cached answers
 * never wait here (render-cache.ts answers them before any render).
 */
export function queueRenders<Init, Result>(
  render: (init: Init) => Promise<Result>,
  concurrency = 2,
): (init: Init) => Promise<Result> {
  const limit = pLimit(concurrency)
  // A turn of the event loop before each render: requests that arrived meanwhile join the queue and
  // finished pages are written, instead of the queue draining in one long run of microtasks.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
  return (init) =>
    limit(async () => {
      await nextTurn()
      return render(init)
    })
}

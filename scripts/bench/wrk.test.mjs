import { describe, expect, it } from 'vitest'
import { parseWrk, wrkMs } from './wrk.mjs'

// wrk 4.1.0's report with --latency, as Debian's /usr/bin/wrk prints it.
const REPORT = `Running 10s test @ http://127.0.0.1:40123/us/flagship-megatron
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.21ms    2.03ms  51.80ms   91.02%
    Req/Sec     9.71k   812.33    10.90k    78.00%
  Latency Distribution
     50%    4.86ms
     75%    5.60ms
     90%    6.71ms
     99%   12.40ms
  96630 requests in 10.01s, 4.02GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 17
Requests/sec:   9653.35
Transfer/sec:    411.20MB
`

describe('parseWrk', () => {
  it("reads requests, seconds, req/s, p50 and p99, socket errors and non-2xx answers from wrk's report", () => {
    expect(parseWrk(REPORT)).toEqual({
      requests: 96630,
      seconds: 10.01,
      rps: 9653.35,
      p50: 4.86,
      p99: 12.4,
      errors: 5,
      nonSuccess: 17,
    })
  })

  it('counts no errors when wrk reports none, and refuses a report without a result', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '')
    expect(parseWrk(clean)).toMatchObject({ errors: 0, nonSuccess: 0 })
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no result/)
  })

  it('reads durations in microseconds, milliseconds, seconds and minutes', () => {
    expect([wrkMs('812.00us'), wrkMs('4.21ms'), wrkMs('1.02s'), wrkMs('2.00m')]).toEqual([0.812, 4.21, 1020, 120_000])
  })
})

/** The spec's response envelope: code 2000 is success (§7). */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 2000, msg: 'success', data })
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null })

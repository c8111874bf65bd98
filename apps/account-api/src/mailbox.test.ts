import { describe, expect, it } from 'vitest'
import { GMAIL_DOMAINS, mailboxOf } from './mailbox'

describe('mailboxOf', () => {
  it('lower-cases the whole address', () => {
    expect(mailboxOf('  Robot.Fan@Example.COM ')).toBe('robot.fan@example.com')
  })

  it('removes a +tag, at every domain', () => {
    for (let i = 0; i < 29; i++) expect(mailboxOf(`mailbox+${i}@example.com`)).toBe('mailbox@example.com')
    expect(mailboxOf('mailbox+a+b@example.com')).toBe('mailbox@example.com')
    expect(mailboxOf('mailbox+@example.com')).toBe('mailbox@example.com')
  })

  it('keeps a local part that is nothing but a tag', () => {
    expect(mailboxOf('+robot@example.com')).toBe('+robot@example.com')
  })

  it('keeps dots where the domain may tell mailboxes apart by them', () => {
    expect(mailboxOf('r.obot@example.com')).not.toBe(mailboxOf('ro.bot@example.com'))
    expect(mailboxOf('r.o.bot+x@outlook.com')).toBe('r.o.bot@outlook.com')
  })

  it.each(Object.keys(GMAIL_DOMAINS))('drops dots at %s, and names its mailboxes under one domain', (domain) => {
    expect(mailboxOf(`R.o.B.o.T+launch@${domain}`)).toBe('robot@gmail.com')
    expect(mailboxOf(`robot@${domain}`)).toBe(mailboxOf('r.obot@gmail.com'))
  })

  it('does not read a domain that only ends like a known one as it', () => {
    expect(mailboxOf('r.obot@notgmail.com')).toBe('r.obot@notgmail.com')
    expect(mailboxOf('r.obot@gmail.com.example')).toBe('r.obot@gmail.com.example')
  })
})

/**
 * Helpers for the account screens' stories: the page and card the storefront renders them in, and
 * their labels from the region's real `account` bundle (kit.tAccount), worded as the storefront words them.
 */
import type { ReactNode } from 'react'
import { AccountLayout, AccountPage } from '../components/account-layout/account-layout'
import type { NewPasswordLabels } from '../components/account-password/account-password'
import type { RegionKit } from './region-kit'

/** An account screen as the storefront shows it: the centred card with its heading, intro and footer links. */
export function AccountFrame({
  title,
  intro,
  footer,
  wide,
  children,
}: {
  title: string
  intro?: string | undefined
  footer?: ReactNode
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <AccountPage screen="story" ready>
      <AccountLayout title={title} intro={intro} footer={footer} wide={wide ?? false}>
        {children}
      </AccountLayout>
    </AccountPage>
  )
}

/** A link of the footer to another account screen of the region. */
export const screenLink = (kit: RegionKit, screen: string, label: string) => <a href={kit.href(screen)}>{label}</a>

export const passwordLoginLabels = ({ tAccount: t }: RegionKit) => ({
  email: t('field.email'),
  password: t('field.password'),
  showPassword: t('field.showPassword'),
  hidePassword: t('field.hidePassword'),
  submit: t('login.submit'),
  submitting: t('status.loggingIn'),
  forgot: t('login.forgot'),
})

export const codeLoginLabels = ({ tAccount: t }: RegionKit) => ({
  email: t('field.email'),
  code: t('field.code'),
  codeHint: t('field.codeHint'),
  sendCode: t('login.sendCode'),
  resendIn: (seconds: number) => t('login.resendIn', { seconds }),
  sending: t('status.sending'),
  submit: t('login.submit'),
  submitting: t('status.loggingIn'),
})

export const newPasswordLabels = ({ tAccount: t }: RegionKit): NewPasswordLabels => ({
  newPassword: t('field.newPassword'),
  confirmPassword: t('field.confirmPassword'),
  passwordHint: t('field.passwordHint'),
  showPassword: t('field.showPassword'),
  hidePassword: t('field.hidePassword'),
})

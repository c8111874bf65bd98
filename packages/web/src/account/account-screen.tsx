import { usePage, useT } from '../lib/use-page'

/** Placeholder router for the account screens; replaced by the account screens work. */
export function AccountScreen() {
  const { route } = usePage()
  const t = useT()
  return (
    <div className="sf-page" id="app-menu">
      <h1>{route?.meta.screen === 'login' ? t('header.login') : t('header.account')}</h1>
    </div>
  )
}

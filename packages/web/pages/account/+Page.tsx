import { AccountScreen } from '../../src/account/account-screen'

export default function Page() {
  return <AccountScreen />
}

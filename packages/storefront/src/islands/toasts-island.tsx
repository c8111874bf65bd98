import { ToastStack } from '@storefront/ui'
import { useToasts } from '../lib/browser/toasts'

/** The page's toast and notification stack. */
export default function ToastsIsland({ dismissLabel }: { dismissLabel: string }) {
  const items = useToasts((s) => s.items)
  const dismiss = useToasts((s) => s.dismiss)
  return <ToastStack items={items} onDismiss={dismiss} dismissLabel={dismissLabel} />
}

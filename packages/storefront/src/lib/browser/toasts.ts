import { create } from 'zustand'
import type { ToastItem } from '@storefront/ui'

interface ToastState {
  items: ToastItem[]
  show: (message: string, options?: Partial<Omit<ToastItem, 'id' | 'message'>>) => void
  dismiss: (id: number) => void
}

let nextId = 1

/** The page's toast and notification stack (docs/rules/interface.md#toasts: toast 3 s, notification 4.5 s). */
export const useToasts = create<ToastState>((set) => ({
  items: [],
  show: (message, options = {}) => {
    if (!message) return
    set((s) => ({ items: [...s.items, { id: nextId++, message, kind: 'toast', ...options }] }))
  },
  dismiss: (id) => set((s) => ({ items: s.items.filter((t) => t.id !== id) })),
}))

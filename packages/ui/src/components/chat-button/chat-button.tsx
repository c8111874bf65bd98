import './chat-button.css'

export interface ChatButtonProps {
  visible: boolean
  label: string
  onOpen: () => void
}

/** Floating customer-chat button (us pages): hidden until the page's scroll rules show it. */
export function ChatButton({ visible, label, onOpen }: ChatButtonProps) {
  return (
    <button
      type="button"
      className="sf-chat-button"
      data-visible={visible || undefined}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4z" fill="currentColor" />
      </svg>
      <span className="sf-chat-button__label">{label}</span>
    </button>
  )
}

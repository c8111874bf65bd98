export { Chat as default } from './chat'

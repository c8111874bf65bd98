export { Chat as default } from '../components/chat'

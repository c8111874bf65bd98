export { ClientEffects as default } from '../components/client-effects'

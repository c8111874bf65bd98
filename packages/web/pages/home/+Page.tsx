import { usePageContext } from 'vike-react/usePageContext'
export default function Page() {
  const pc = usePageContext()
  return <h1>Home {pc.resolution?.kind === 'page' ? pc.resolution.route.name : ''}</h1>
}

import { usePageContext } from 'vike-react/usePageContext'
export default function Page() {
  const pc = usePageContext()
  return <h1>Not found {pc.is404 ? '404' : 'err'} {JSON.stringify(pc.resolution)}</h1>
}

import { usePageContext } from 'vike-react/usePageContext'
import { ProductGrid } from '../../src/components/product-grid'
import { usePage, useT } from '../../src/lib/shared/use-page'

/**
 * Not-found page of a region, in its language and chrome, leading home and to its robots
 * (docs/rules/routing.md#not-found).
 */
export default function Page() {
  const { is404 } = usePageContext()
  const { config, catalogue } = usePage()
  const t = useT()
  return (
    <div className="sf-page" id="banner">
      <h1>{is404 ? t('notFound.title') : t('error.title')}</h1>
      <p>{is404 ? t('notFound.body') : t('error.body')}</p>
      <p>
        <a className="sf-button" href={config.home}>
          {t('notFound.home')}
        </a>
      </p>
      <h2>{t('notFound.popular')}</h2>
      <ProductGrid
        keys={catalogue
          .filter((p) => p.link !== 'mini-robot')
          .slice(0, 4)
          .map((p) => p.key)}
      />
    </div>
  )
}

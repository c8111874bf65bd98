import { BuyBox, type BuyBoxProps } from '@storefront/ui'

/** The product's buy box: prices and labels computed on the server, hydrated on its own. */
export default function BuyIsland(props: Omit<BuyBoxProps, 'onBuyClick'>) {
  return <BuyBox {...props} />
}

import { instanceFor, type Resources } from '../shared/translate'

/** The brand as a page in `language` names it (titles, Open Graph site name, JSON-LD): its `brand.name`. */
export const siteNameOf = (language: string, resources: Resources): string =>
  instanceFor(language, resources ?? {}).t('brand.name')

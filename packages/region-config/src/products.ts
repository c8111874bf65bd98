export const PRODUCT_KEYS = [
  'miniRobot',
  'flagshipBumblebee',
  'toyStoryBuzzLightyear',
  'flagshipMegatron',
  'grimlockG1Flagship',
  'bumblebeeG1Performance',
  'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  'eliteOptimusPrime',
  'aiBase',
  'interstellarScoutK1',
  'interstellarScoutK1pro',
  'interstellarAgentT9',
  'buzzLightyearSpaceRangerAlpha',
  'flagshipOptimusPrime',
  'eliteOptimusPrimeAiBase',
] as const
export type ProductKey = (typeof PRODUCT_KEYS)[number]

/** Facts that do not change by region: display name, page slug and illustration. */
export interface ProductBase {
  name: string
  /** Slug of the product's own page, or of the page that presents it (mini robots). */
  link: string
  /** Illustration base name under the asset host's /img/products/. */
  image: string
}

export const PRODUCT_BASE: Record<ProductKey, ProductBase> = {
  miniRobot: { name: 'Interstellar Mini Robot', link: 'mini-robot', image: 'mini-robot' },
  flagshipBumblebee: { name: 'Flagship Bumblebee', link: 'flagship-bumblebee', image: 'flagship-bumblebee' },
  toyStoryBuzzLightyear: {
    name: 'Toy Story Buzz Lightyear',
    link: 'toy-story-buzz-lightyear',
    image: 'buzz-lightyear',
  },
  flagshipMegatron: { name: 'Flagship Megatron', link: 'flagship-megatron', image: 'flagship-megatron' },
  grimlockG1Flagship: { name: 'Grimlock G1 Flagship', link: 'grimlock-g1-flagship', image: 'grimlock' },
  bumblebeeG1Performance: { name: 'Bumblebee G1 Performance', link: 'bumblebee-g1-performance', image: 'bumblebee-g1' },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
    name: 'Optimus Prime Rise of the Beasts Signature Limited Edition',
    link: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
    image: 'optimus-prime-rotb',
  },
  eliteOptimusPrime: { name: 'Elite Optimus Prime', link: 'elite-optimus-prime', image: 'elite-optimus-prime' },
  aiBase: { name: 'AI Base', link: 'ai-base', image: 'ai-base' },
  interstellarScoutK1: { name: 'Interstellar Scout K1', link: 'mini-robot', image: 'k1' },
  interstellarScoutK1pro: { name: 'Interstellar Scout K1 Pro', link: 'mini-robot', image: 'k1-pro' },
  interstellarAgentT9: { name: 'Interstellar Agent T9', link: 'mini-robot', image: 't9' },
  buzzLightyearSpaceRangerAlpha: {
    name: 'Buzz Lightyear Space Ranger Alpha',
    link: 'buzz-lightyear-space-ranger-alpha',
    image: 'buzz-alpha',
  },
  flagshipOptimusPrime: {
    name: 'Flagship Optimus Prime',
    link: 'flagship-optimus-prime',
    image: 'flagship-optimus-prime',
  },
  eliteOptimusPrimeAiBase: {
    name: 'Elite Optimus Prime + AI Base',
    link: 'elite-optimus-prime',
    image: 'elite-optimus-prime',
  },
}

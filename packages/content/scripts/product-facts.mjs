/**
 * One fact sheet per product key: the numbers the page copy, the specs tables and the PDF
 * manuals quote. Page copy in every language uses these values (in its own number format).
 */
export const FACTS = {
  miniRobot: { name: 'Interstellar Mini Robot', image: 'mini-robot', model: 'MF-IM1', kind: 'mini', mode: 'rover', robot: [15, 9, 6], vehicle: [14, 9, 6], weightG: 420, servos: 16, battery: [7.4, 800], chargeMin: 90, runtimeMin: 40, charger: 'usbc', voice: 30 },
  interstellarScoutK1: { name: 'Interstellar Scout K1', image: 'k1', model: 'MF-K1', kind: 'mini', mode: 'rover', robot: [16, 10, 6], vehicle: [15, 10, 6], weightG: 450, servos: 17, battery: [7.4, 900], chargeMin: 90, runtimeMin: 45, charger: 'usbc', voice: 30 },
  interstellarScoutK1pro: { name: 'Interstellar Scout K1 Pro', image: 'k1-pro', model: 'MF-K1P', kind: 'mini', mode: 'rover', robot: [16.5, 10, 6.5], vehicle: [15.5, 10, 6.5], weightG: 520, servos: 22, battery: [7.4, 1200], chargeMin: 100, runtimeMin: 50, charger: 'usbc', voice: 30, gesture: true },
  k1ProInterstellarScout: { name: 'K1 Pro Interstellar Scout', image: 'k1-pro', model: 'MF-K1P', kind: 'mini', mode: 'rover', robot: [16.5, 10, 6.5], vehicle: [15.5, 10, 6.5], weightG: 520, servos: 22, battery: [7.4, 1200], chargeMin: 100, runtimeMin: 50, charger: 'usbc', voice: 30, gesture: true },
  interstellarAgentT9: { name: 'Interstellar Agent T9', image: 't9', model: 'MF-T9', kind: 'mini', mode: 'jet', robot: [21, 14, 8], vehicle: [20, 18, 7], weightG: 680, servos: 24, battery: [7.4, 1500], chargeMin: 120, runtimeMin: 55, charger: 'usbc', voice: 40 },
  flagshipBumblebee: { name: 'Flagship Bumblebee', image: 'flagship-bumblebee', model: 'MF-FB01', kind: 'flagship', mode: 'car', robot: [41, 24, 15], vehicle: [38, 17, 12], weightG: 2900, servos: 34, battery: [11.1, 2600], chargeMin: 150, runtimeMin: 45, charger: 'adapter12', voice: 60 },
  flagshipMegatron: { name: 'Flagship Megatron', image: 'flagship-megatron', model: 'MF-FM01', kind: 'flagship', mode: 'tank', robot: [45, 27, 18], vehicle: [40, 20, 14], weightG: 3400, servos: 36, battery: [11.1, 3000], chargeMin: 180, runtimeMin: 40, charger: 'adapter12', voice: 60 },
  toyStoryBuzzLightyear: { name: 'Toy Story Buzz Lightyear', image: 'buzz-lightyear', model: 'MF-TS01', kind: 'interactive', mode: null, robot: [38, 30, 16], weightG: 2100, servos: 24, battery: [7.4, 2200], chargeMin: 120, runtimeMin: 50, charger: 'adapter8', voice: 40 },
  buzzLightyearSpaceRangerAlpha: { name: 'Buzz Lightyear Space Ranger Alpha', image: 'buzz-alpha', model: 'MF-TS02', kind: 'interactive', mode: null, robot: [37, 30, 16], weightG: 2000, servos: 26, battery: [7.4, 2200], chargeMin: 120, runtimeMin: 50, charger: 'adapter8', voice: 50 },
  grimlockG1Flagship: { name: 'Grimlock G1 Flagship', image: 'grimlock', model: 'MF-GG01', kind: 'flagship', mode: 'dino', robot: [43, 26, 18], vehicle: [40, 16, 30], weightG: 3800, servos: 40, battery: [11.1, 3200], chargeMin: 180, runtimeMin: 40, charger: 'adapter12', voice: 60 },
  bumblebeeG1Performance: { name: 'Bumblebee G1 Performance', image: 'bumblebee-g1', model: 'MF-BG01', kind: 'flagship', mode: 'car', robot: [33, 20, 12], vehicle: [22, 12, 10], weightG: 1600, servos: 22, battery: [7.4, 2000], chargeMin: 120, runtimeMin: 45, charger: 'adapter8', voice: 50 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { name: 'Optimus Prime Rise of the Beasts Signature Limited Edition', image: 'optimus-prime-rotb', model: 'MF-OPR01', kind: 'flagship', mode: 'truck', robot: [46, 28, 19], vehicle: [44, 16, 18], weightG: 4100, servos: 42, battery: [11.1, 3500], chargeMin: 200, runtimeMin: 40, charger: 'adapter12', voice: 60 },
  eliteOptimusPrime: { name: 'Elite Optimus Prime', image: 'elite-optimus-prime', model: 'MF-EOP01', kind: 'flagship', mode: 'truck', robot: [33, 20, 13], vehicle: [24, 10, 12], weightG: 1900, servos: 27, battery: [7.4, 2200], chargeMin: 120, runtimeMin: 45, charger: 'adapter8', voice: 50 },
  flagshipOptimusPrime: { name: 'Flagship Optimus Prime', image: 'flagship-optimus-prime', model: 'MF-FOP01', kind: 'flagship', mode: 'truck', robot: [48, 29, 19], vehicle: [45, 16, 19], weightG: 4000, servos: 48, battery: [11.1, 3500], chargeMin: 210, runtimeMin: 40, charger: 'adapter12', voice: 60 },
  aiBase: { name: 'AI Base', image: 'ai-base', model: 'MF-AB01', kind: 'base', mode: null, robot: [30, 30, 6], weightG: 1200, servos: 0, battery: null, chargeMin: null, runtimeMin: null, charger: 'mains12', voice: 100 },
  eliteOptimusPrimeAiBase: { name: 'Elite Optimus Prime + AI Base', image: 'elite-optimus-prime', model: 'MF-EOP01 / MF-AB01', kind: 'bundle', mode: 'truck', robot: [33, 20, 13], vehicle: [24, 10, 12], weightG: 1900, servos: 27, battery: [7.4, 2200], chargeMin: 120, runtimeMin: 45, charger: 'adapter8', voice: 100 },
}

/** Product keys each region sells that has a manuals page, and the manual language it reads. */
export const MANUAL_SETS = {
  en: ['us', 'uk', 'eu'],
  fr: ['fr'],
  de: ['de'],
  ko: ['kr'],
  zh: ['cn'],
  // jp has no manuals page, but its download centre links Japanese manuals.
  ja: ['jp'],
}

const SITE_NAME: Record<string, string> = { 'zh-CN': '机形科技', 'zh-HK': '機形科技' }

/** The brand as a page in `language` names it (titles, Open Graph site name, JSON-LD). */
export const siteNameOf = (language: string): string => SITE_NAME[language] ?? 'Mechaform Robotics'

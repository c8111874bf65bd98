import type { MediaSet } from './regions'

export interface MediaLink {
  name: string
  url: string
}

/**
 * The social-media channels a region's footer links, by set (a region's `media`): cn links none of the
 * hosts blocked in mainland China.
 */
export const SOCIAL_MEDIA: Readonly<Record<MediaSet, readonly MediaLink[]>> = {
  intl: [
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
    { name: 'Instagram', url: 'https://www.instagram.com/mechaformrobotics' },
    { name: 'Facebook', url: 'https://www.facebook.com/mechaformrobotics' },
    { name: 'X', url: 'https://x.com/mechaformbots' },
  ],
  cn: [
    { name: '微博', url: 'https://weibo.com/mechaform' },
    { name: '哔哩哔哩', url: 'https://space.bilibili.com/mechaform' },
    { name: '抖音', url: 'https://www.douyin.com/user/mechaform' },
  ],
  // cn's channels as the Hong Kong/Macao page names them, in Traditional Chinese (page-languages.ts).
  'cn-hant': [
    { name: '微博', url: 'https://weibo.com/mechaform' },
    { name: '嗶哩嗶哩', url: 'https://space.bilibili.com/mechaform' },
    { name: '抖音', url: 'https://www.douyin.com/user/mechaform' },
  ],
  jp: [
    { name: 'X', url: 'https://x.com/mechaform_jp' },
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
  ],
  kr: [
    { name: 'Instagram', url: 'https://www.instagram.com/mechaform_kr' },
    { name: 'YouTube', url: 'https://www.youtube.com/@mechaformrobotics' },
  ],
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { NewsletterForm } from '../newsletter-form/newsletter-form'
import { Footer } from './footer'
import { footerColumnsOf } from './footer-columns'
import { FooterRecords } from './footer-records'
import { sideBySide } from '../../stories/side-by-side'

function RegionFooter({ kit }: { kit: RegionKit }) {
  const { config, t } = kit
  return (
    <Footer
      columns={footerColumnsOf(config.navs, config.footerNavs, { navLabel: kit.navLabel, href: kit.href, t })}
      media={config.media}
      newsletter={
        <NewsletterForm
          texts={
            config.newsletterDoubleOptIn
              ? { ...kit.newsletter, success: t('footer.newsletterConfirm') }
              : kit.newsletter
          }
          emailLabel={t('footer.newsletterEmail')}
          sendingLabel={t('form.sending')}
          consentTick={config.newsletterConsentTick}
          notice={{
            text: t('privacy.newsletter'),
            link: { label: t('nav.privacy-policy'), href: kit.href('privacy-policy') },
          }}
          onSubscribe={async () => ({ ok: true, created: true })}
        />
      }
      company={config.company}
      copyright={kit.t('footer.copyright', { year: new Date(kit.now).getUTCFullYear(), company: config.company.name })}
      {...(config.icp ? { icp: config.icp } : {})}
      records={<FooterRecords config={config} t={t} />}
      legalActions={
        config.consentRequired ? (
          <button type="button" className="sf-link-button">
            {t('footer.cookieSettings')}
          </button>
        ) : null
      }
      labels={{
        footerNav: t('a11y.footerNav'),
        followUs: t('footer.followUs'),
        address: t('format.labelled', { label: t('footer.address'), value: '' }),
        newTab: t('a11y.newTab'),
        socialLinks: t('a11y.socialLinks'),
      }}
    />
  )
}

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ marginTop: -64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Footer>
export default meta

type Story = StoryObj

/** The toolbar region's footer: navigation, newsletter, social links, address, copyright (and the ICP line with the
 * public-security record on cn, the business information on kr, cookie settings where consent is asked). */
export const Default: Story = { render: (_args, context) => <RegionFooter kit={kitOf(context)} /> }

export const RegionCn = inRegion('cn', Default)
export const RegionUs = inRegion('us', Default)
export const RegionUk = inRegion('uk', Default)
export const RegionEu = inRegion('eu', Default)
export const RegionFr = inRegion('fr', Default)
export const RegionDe = inRegion('de', Default)
export const RegionJp = inRegion('jp', Default)
export const RegionKr = inRegion('kr', Default)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Default, { minWidth: 'full' })

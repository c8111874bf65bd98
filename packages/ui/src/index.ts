export * from './tokens'
export { Picture, type PictureProps } from './components/picture/picture'
export { Header, type HeaderProps, type HeaderNavItem, type NavTag } from './components/header/header'
export { Footer, type FooterProps, type FooterColumn } from './components/footer/footer'
export { footerColumnsOf } from './components/footer/footer-columns'
export { FooterRecords } from './components/footer/footer-records'
export { FormField, type FormFieldProps } from './components/form-field/form-field'
export { PrivacyNotice, type PrivacyNoticeProps } from './components/form-field/privacy-notice'
export {
  NewsletterForm,
  isValidEmail,
  type NewsletterFormProps,
  type SubscribeResult,
} from './components/newsletter-form/newsletter-form'
export { NotifyForm, type NotifyFormProps, type NotifyResult } from './components/notify-form/notify-form'
export { BuyBox, type BuyBoxProps, type Availability } from './components/buy-box/buy-box'
export { buyBoxPropsOf, dealNoteOf, referenceLabelOf, referenceOf } from './components/buy-box/buy-box-props'
export { LaunchBanner, type LaunchBannerProps } from './components/launch-banner/launch-banner'
export { TextBanner, type TextBannerProps } from './components/text-banner/text-banner'
export { PreviewRibbon, type PreviewRibbonProps } from './components/preview-ribbon/preview-ribbon'
export { KeepGroups, type KeepGroupsProps } from './components/keep-groups/keep-groups'
export { keptRunsOf, type TextRun } from './components/keep-groups/kept-groups'
export { Collapse, type CollapseProps } from './components/collapse/collapse'
export { lockBodyScroll } from './components/collapse/scroll-lock'
export { ToastStack, type ToastItem, type ToastStackProps } from './components/toast/toast'
export { ConsentBanner, type ConsentBannerProps } from './components/consent-banner/consent-banner'
export { RegionChooser, type RegionChoice, type RegionChooserProps } from './components/region-chooser/region-chooser'
export {
  ContentSections,
  type ContentSection,
  type ContentSectionsProps,
} from './components/content-sections/content-sections'
export { ProductCard, type ProductCardProps } from './components/product-card/product-card'
export { productCardPropsOf } from './components/product-card/product-card-props'
export {
  CatalogueFilters,
  type CatalogueFilterGroup,
  type CatalogueFiltersProps,
} from './components/catalogue-filters/catalogue-filters'
export {
  AVAILABILITY_LABEL_KEY,
  CATALOGUE_AVAILABILITY,
  CATALOGUE_SORT,
  catalogueFiltersPropsOf,
  type CatalogueChoice,
} from './components/catalogue-filters/catalogue-filters-props'
export { ChatButton, type ChatButtonProps } from './components/chat-button/chat-button'
export { Hero, type HeroProps } from './components/hero/hero'
export { observeTextFloat, useTextFloat, TEXT_FLOAT_IN } from './components/text-float/text-float'
export {
  AccountPage,
  AccountLayout,
  AccountActions,
  type AccountPageProps,
  type AccountLayoutProps,
  type AccountActionsProps,
} from './components/account-layout/account-layout'
export {
  AccountForm,
  AccountAlert,
  AccountStatus,
  SubmitButton,
  type AccountFormProps,
  type AccountAlertProps,
  type AccountStatusProps,
  type SubmitButtonProps,
} from './components/account-form/account-form'
export {
  PasswordField,
  NewPasswordFields,
  CodeField,
  CODE_LENGTH,
  cleanCode,
  type PasswordFieldProps,
  type NewPassword,
  type NewPasswordFieldsProps,
  type CodeFieldProps,
} from './components/account-fields/account-fields'
export {
  LoginMethods,
  PasswordLoginForm,
  CodeLoginForm,
  type LoginMethod,
  type LoginErrors,
  type LoginMethodsProps,
  type PasswordLoginFormProps,
  type CodeLoginFormProps,
} from './components/account-login/account-login'
export { RegisterForm, type RegisterFormProps } from './components/account-register/account-register'
export { WelcomeDialog, type WelcomeDialogProps } from './components/account-welcome-dialog/account-welcome-dialog'
export {
  VerifyEmailForm,
  VerifyLinkStatus,
  type VerifyEmailFormProps,
  type VerifyLinkStatusProps,
} from './components/account-verify-email/account-verify-email'
export {
  SetPasswordForm,
  ResetPasswordForm,
  type NewPasswordLabels,
  type SetPasswordFormProps,
  type ResetPasswordFormProps,
} from './components/account-password/account-password'
export {
  ForgotPasswordForm,
  SecureLinkSent,
  type ForgotPasswordFormProps,
  type SecureLinkSentProps,
} from './components/account-forgot-password/account-forgot-password'
export { ResetSuccess, type ResetSuccessProps } from './components/account-result/account-result'
export {
  ProfileDetails,
  type ProfileValues,
  type ProfileTextField,
  type ProfileLabels,
  type ProfileDetailsProps,
} from './components/account-profile/account-profile'

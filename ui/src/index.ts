// Public surface of the shared design system. Shared as one Module Federation singleton.
export { siteConfig } from './config/site';
export type { SiteConfig, SocialNetwork, AppStore } from './config/site';
export { Accordion, nextOpenId } from './primitives/Accordion';
export type { AccordionItem, AccordionProps } from './primitives/Accordion';
export { Button, ButtonLink, buttonClassName } from './primitives/Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './primitives/Button';
export { Icon, iconNames } from './primitives/Icon';
export type { IconName, IconProps } from './primitives/Icon';
export { MailtoLink, MAIL_CLIENT_CHECK_MS } from './primitives/MailtoLink';
export type { MailtoLinkProps } from './primitives/MailtoLink';
export { Section } from './primitives/Section';
export type { SectionProps } from './primitives/Section';
export { LabelLink, ShellServicesProvider, useShellServices } from './navigation/labels';
export type { LabelResolver, LabelTarget, ResolveLabelOptions, ShellAction, ShellServices } from './navigation/labels';
export { createParcel, createRemotePagesParcel } from './federation/createParcel';
export { RemoteUnavailable } from './federation/RemoteUnavailable';
export { PageInPreparation } from './federation/PageInPreparation';
export type { ParcelLifecycles, RemotePageProps, RemotePagesModule } from './federation/contract';

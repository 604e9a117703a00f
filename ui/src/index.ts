// Public surface of the shared design system. Shared as one Module Federation singleton.
export { Accordion } from './primitives/Accordion';
export type { AccordionItem, AccordionProps } from './primitives/Accordion';
export { Button, ButtonLink, buttonClassName } from './primitives/Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './primitives/Button';
export { Icon, iconNames } from './primitives/Icon';
export type { IconName, IconProps } from './primitives/Icon';
export { MailtoLink, MAIL_CLIENT_CHECK_MS, MAILTO_CHECK_ATTRIBUTE } from './primitives/MailtoLink';
export type { MailtoLinkProps } from './primitives/MailtoLink';
export { modalDialogClassNames } from './primitives/modalDialog';
export { Section } from './primitives/Section';
export { cardClassNames } from './primitives/Card';
export { columnsClassName } from './primitives/Columns';
export { sliderClassNames } from './primitives/Slider';
export { targetClassNames } from './primitives/Target';
export { TagList } from './primitives/TagList';
export { prefersReducedMotion, scrollBehavior, usePrefersReducedMotion } from './primitives/motion';
export { PageHead } from './primitives/PageHead';
export type { AlternateLink, PageHeadProps } from './primitives/PageHead';
export { Illustration } from './primitives/Illustration';
export type { IllustrationProps } from './primitives/Illustration';
export { PointList } from './primitives/PointList';
export type { PointListProps } from './primitives/PointList';
export { FaqAccordion } from './primitives/FaqAccordion';
export type { FaqAccordionProps } from './primitives/FaqAccordion';
export type { FaqItem, Picture, Point, TitledPoint } from './content/types';
export { formatLongDate } from './content/dates';
export { GlossaryScope, GlossaryText } from './glossary/GlossaryText';
export type { SectionProps } from './primitives/Section';
export { LabelLink, ShellServicesProvider, useShellServices } from './navigation/labels';
export { AddressProvider, SiteLink, staticAddress, useAddress, useNavigateTo } from './navigation/address';
export type { Address, AddressServices, NavigateOptions, NavigateTo, SiteLinkProps } from './navigation/address';
export type {
  LabelResolver,
  LabelTarget,
  RemoteName,
  RemoteSlotProps,
  ResolveLabelOptions,
  ShellAction,
  ShellServices,
} from './navigation/labels';
export { useHydrated } from './federation/hydration';
export { useNearViewport } from './primitives/useNearViewport';
export { RemoteUnavailable } from './federation/RemoteUnavailable';
export { PageNotFound } from './federation/PageNotFound';
export { PageLoading } from './federation/PageLoading';
export type { ParcelLifecycles, PublishedPage, RemotePageProps } from './federation/contract';
export { PublishedPagesProvider, usePublishedPages } from './federation/publishedPages';
export { defineIsland, IslandRoot, IslandServerContext, islandId, islandModule, PublishedIsland, RemoteIsland } from './islands/Island';
export type {
  HydrateOn,
  IslandComponent,
  IslandOptions,
  IslandOwner,
  IslandRootProps,
  IslandServerRenderer,
  RemoteIslandProps,
} from './islands/Island';

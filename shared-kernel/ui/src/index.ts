/**
 * @nahtlos/ui — the UI kit. Bundled into each app (not a Module Federation share), tree-shaken to what
 * the app uses, so a remote can ship a newer kit without the shell. Cross-app state comes from the
 * platform singleton (`@nahtlos/platform`), never from here.
 */
export { uiStrings } from './strings';
export { brand, withBrand } from './brand';
export { colors, space, typeScale, timings, cardColor } from './tokens';
export { smoothScrollTo, prefersReducedMotion, pageLeaveDelay } from './motion';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PageLayout } from './PageLayout';
export { WelcomeHeader, BigHeader, DecoratedHeadline, Wordmark } from './Headers';
export { AccentButton } from './AccentButton';
export { HorizontalSlider, type HorizontalSliderProps } from './HorizontalSlider';
export { PatternPreview } from './PatternPreview';
export { ImagePlaceholder, ImageWithPlaceholder, type ImagePlaceholderProps, type ImageWithPlaceholderProps } from './ImageWithPlaceholder';
export { measureScrollEdges, scrollFadeAttributes, useScrollEdges, type ScrollEdges } from './scrollEdges';
export { TextInput } from './TextInput';
export { ConsumptionFigures } from './ConsumptionFigures';
export * from './icons';
export { acceptWithinLimit, exceedsLimit, TEXT_INPUT_MAX } from './textLimit';
export { RouteTransition } from './RouteTransition';
export { BuildLabel } from './BuildLabel';
export { FabricCard, fabricShopUrl, type FabricCardProps } from './cards/FabricCard';
export { InspirationCard, type InspirationCardProps } from './cards/InspirationCard';
export { ProjectCard, type ProjectCardProps } from './cards/ProjectCard';
export { createLazySpaLifecycles, createSpaLifecycles, mountStandalone, type SpaLifecycles } from './spa/createSpaLifecycles';
export { AppRouter, RemoteRouter, type RemoteRoute } from './spa/RemoteRouter';
export { ServerMarkup, unlockFields, useServerMarkup } from './spa/serverMarkup';
export { pageState, pageValueOf } from './spa/pageState';
export { HydratedLater } from './spa/HydratedLater';
export { afterPageSettled, PAGE_SETTLED_MARK } from './spa/pageSettled';
export { loadAfterPageSettled } from './spa/loadAfterPageSettled';
export { lazyPage } from './spa/lazyPage';
export { createNavigateFx, navigateWith, type NavigateFunction, type NavigationTarget, type PageGateProps } from './navigation';

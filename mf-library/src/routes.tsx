import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate } from '@nahtlos/platform';
import { PageLayout } from '@nahtlos/ui';
import { strings } from './strings';
import { Loading } from './components/States';
import { HomePage } from './pages/Home/Home';
import { CropperLoading } from './pages/ImageCropper/CropperHeader';
import './library.css';

/**
 * A page whose code loads when its route is first shown (one chunk per page: '/' does not carry the
 * other pages, nor cropperjs). Every page chunk is also prefetched (webpackPrefetch: the browser fetches
 * it at idle, lowest priority, without running it), so the app loaded once keeps working offline. `fallback` is what the page itself shows while its data loads, so
 * nothing moves when the code arrives.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, fallback: ReactElement) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/** The usual page frame (header with its title) with the loading line, as the page shows it. */
const loadingPage = (title: string, hideBack = false, text?: string, lead?: string) => (
  <PageLayout title={title} hideBack={hideBack}>
    {lead ? <p className="lib-lead">{lead}</p> : null}
    <Loading text={text} />
  </PageLayout>
);

const loadPatterns = () => import(/* webpackChunkName: "patterns", webpackPrefetch: true */ './pages/Patterns/Patterns');
const loadPatternDetails = () => import(/* webpackChunkName: "pattern-details", webpackPrefetch: true */ './pages/PatternDetails/PatternDetails');
// the cropper and the save dialog are one flow: one chunk, so the dialog opens without a wait
const loadCropper = () => import(/* webpackChunkName: "photo-flow", webpackPrefetch: true */ './pages/ImageCropper/ImageCropper');
const loadSaveCustomFabric = () => import(/* webpackChunkName: "photo-flow", webpackPrefetch: true */ './pages/SaveCustomFabric/SaveCustomFabric');

const patternsPage = () =>
  lazyPage(
    loadPatterns,
    (module) => module.PatternsPage,
    loadingPage(strings.titles.patterns, true, strings.library.common.loadingPatterns, strings.library.patterns.intro),
  );

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  // the first route: its page is in the remote's own chunk, shown without a second request
  { path: '/', element: <HomePage /> },
  { path: '/tabs', element: <Navigate to="/" replace /> },
  { path: '/tabs/patterns', element: patternsPage() },
  { path: '/patterns', element: patternsPage() },
  {
    path: '/pattern/:patternId',
    element: lazyPage(loadPatternDetails, (module) => module.PatternDetailsPage, loadingPage(strings.titles.pattern, false, strings.library.common.loadingPatterns)),
  },
  {
    path: '/pattern-details',
    element: lazyPage(loadPatternDetails, (module) => module.PatternFromStatePage, loadingPage(strings.titles.pattern)),
  },
  {
    path: '/inspiration/:inspirationId',
    element: lazyPage(
      () => import(/* webpackChunkName: "inspiration", webpackPrefetch: true */ './pages/Inspiration/Inspiration'),
      (module) => module.InspirationPage,
      loadingPage(strings.titles.inspiration, false, strings.library.common.loadingInspirations),
    ),
  },
  {
    path: '/fabrics',
    element: lazyPage(
      () => import(/* webpackChunkName: "fabrics", webpackPrefetch: true */ './pages/Fabrics/Fabrics'),
      (module) => module.FabricsPage,
      loadingPage(strings.titles.fabrics, true, strings.library.common.loadingFabrics),
    ),
  },
  {
    path: '/fabric/:fabricId',
    element: lazyPage(
      () => import(/* webpackChunkName: "fabric-details", webpackPrefetch: true */ './pages/FabricDetails/FabricDetails'),
      (module) => module.FabricDetailsPage,
      loadingPage(strings.library.fabric.title),
    ),
  },
  {
    path: '/foto-feature',
    element: lazyPage(
      () => import(/* webpackChunkName: "foto-feature", webpackPrefetch: true */ './pages/FotoFeature/FotoFeature'),
      (module) => module.FotoFeaturePage,
      loadingPage(strings.titles.fotoFeature),
    ),
  },
  { path: '/image-cropper', element: lazyPage(loadCropper, (module) => module.ImageCropperPage, <CropperLoading />) },
  {
    path: '/save-custom-fabric',
    element: lazyPage(loadSaveCustomFabric, (module) => module.SaveCustomFabricPage, <main className="nt-page lib-save-fabric" />),
  },
];

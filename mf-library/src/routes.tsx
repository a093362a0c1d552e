import type { ReactElement } from 'react';
import { Navigate } from '@nahtlos/platform';
import { lazyPage, loadAfterPageSettled } from '@nahtlos/ui';
import { FabricDetailsPage } from './pages/FabricDetails/FabricDetails';
import { FabricsPage } from './pages/Fabrics/Fabrics';
import { FotoFeaturePage } from './pages/FotoFeature/FotoFeature';
import { HomePage } from './pages/Home/Home';
import { InspirationPage } from './pages/Inspiration/Inspiration';
import { PatternDetailsPage, PatternFromStatePage } from './pages/PatternDetails/PatternDetails';
import { PatternsPage } from './pages/Patterns/Patterns';
import { CropperLoading } from './pages/ImageCropper/CropperHeader';
import './library.css';

/**
 * The photo flow (cropper and save dialog: cropperjs is a third of this remote) runs when its route is first shown,
 * one chunk. Its files are fetched ahead once the page has settled, without running it (running it ahead was a long
 * task of a first visit on a phone, issue 41); not webpack's prefetch, which fetches it beside the first screen's own
 * scripts. The browse pages stay in the remote's first chunk: a web visitor who loaded the app once can go on browsing
 * offline even without a service worker. The cropper and the save dialog are one flow: one chunk, so the dialog opens
 * without a wait.
 */
const loadCropper = () => import(/* webpackChunkName: "photo-flow" */ './pages/ImageCropper/ImageCropper');
const loadSaveCustomFabric = () => import(/* webpackChunkName: "photo-flow" */ './pages/SaveCustomFabric/SaveCustomFabric');

/** Fetches the photo flow's files ahead once the page has settled, without running it (App calls it once). */
export function fetchPhotoFlowWhenSettled(): void {
  loadAfterPageSettled(() => import(/* webpackChunkName: "photo-flow" */ './pages/ImageCropper/photoFlowFiles'));
}

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/tabs', element: <Navigate to="/" replace /> },
  { path: '/tabs/patterns', element: <PatternsPage /> },
  { path: '/patterns', element: <PatternsPage /> },
  { path: '/pattern/:patternId', element: <PatternDetailsPage /> },
  { path: '/pattern-details', element: <PatternFromStatePage /> },
  { path: '/inspiration/:inspirationId', element: <InspirationPage /> },
  { path: '/fabrics', element: <FabricsPage /> },
  { path: '/fabric/:fabricId', element: <FabricDetailsPage /> },
  { path: '/foto-feature', element: <FotoFeaturePage /> },
  { path: '/image-cropper', element: lazyPage(loadCropper, (module) => module.ImageCropperPage, <CropperLoading />) },
  {
    path: '/save-custom-fabric',
    element: lazyPage(loadSaveCustomFabric, (module) => module.SaveCustomFabricPage, <main className="nt-page lib-save-fabric" />),
  },
];

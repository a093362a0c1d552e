import type { ReactElement } from 'react';
import { Navigate } from '@nahtlos/platform';
import { FabricDetailsPage } from './pages/FabricDetails/FabricDetails';
import { FabricsPage } from './pages/Fabrics/Fabrics';
import { FotoFeaturePage } from './pages/FotoFeature/FotoFeature';
import { ImageCropperPage } from './pages/ImageCropper/ImageCropper';
import { SaveCustomFabricPage } from './pages/SaveCustomFabric/SaveCustomFabric';
import { HomePage } from './pages/Home/Home';
import { InspirationPage } from './pages/Inspiration/Inspiration';
import { PatternDetailsPage, PatternFromStatePage } from './pages/PatternDetails/PatternDetails';
import { PatternsPage } from './pages/Patterns/Patterns';
import './library.css';

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
  { path: '/image-cropper', element: <ImageCropperPage /> },
  { path: '/save-custom-fabric', element: <SaveCustomFabricPage /> },
];

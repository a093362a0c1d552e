import type { ReactElement } from 'react';
import { setPreviewRenderer } from '@nahtlos/platform';
import { ConfiguratorPage } from './pages/Configurator/Configurator';
import { PatternPickerPage } from './pages/PatternPicker/PatternPicker';
import { ProjectDetailsPage } from './pages/ProjectDetails/ProjectDetails';
import { SaveProjectPage } from './pages/SaveProject/SaveProject';
import './configurator.css';
import { loadExporting } from './drawing/loadExporting';

// the kernel regenerates PNG previews (e.g. after a download from the server) with our canvas renderer
setPreviewRenderer(async (svg) => (await loadExporting()).renderPreviewFromSvg(svg));

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  { path: '/configurator', element: <PatternPickerPage /> },
  { path: '/configurator/:patternId', element: <ConfiguratorPage mode="new" /> },
  { path: '/configuration/edit/:projectId', element: <ConfiguratorPage mode="edit" /> },
  { path: '/configuration/save', element: <SaveProjectPage /> },
  { path: '/details/:projectId', element: <ProjectDetailsPage /> },
];

import type { ReactElement } from 'react';
import { setPreviewRenderer } from '@nahtlos/platform';
import { lazyPage, loadAfterPageSettled, PageLayout } from '@nahtlos/ui';
import { ConfiguratorPage } from './pages/Configurator/Configurator';
import { PatternPickerPage } from './pages/PatternPicker/PatternPicker';
import { DetailsLoading } from './components/DetailsLoading';
import { strings } from './strings';
import './configurator.css';
import { loadExporting } from './drawing/loadExporting';

// the kernel regenerates PNG previews (e.g. after a download from the server) with our canvas renderer
setPreviewRenderer(async (svg) => (await loadExporting()).renderPreviewFromSvg(svg));

/**
 * The pages a design goes to once it is made (saving it, its details) run when first shown: none of a first visit's
 * screens is one of them. Their files are fetched ahead once the page has settled (App), so they open without a
 * request, offline too; running them ahead (their models) was a first visit's longest task on a phone (issue 41).
 */
const loadSaveProject = () => import(/* webpackChunkName: "saved-design" */ './pages/SaveProject/SaveProject');
const loadProjectDetails = () => import(/* webpackChunkName: "saved-design" */ './pages/ProjectDetails/ProjectDetails');

/** Fetches the saved-design pages' files ahead, without running them (App calls it once). */
export function fetchSavedDesignPagesWhenSettled(): void {
  loadAfterPageSettled(() => import(/* webpackChunkName: "saved-design" */ './pages/savedDesignFiles'));
}

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  { path: '/configurator', element: <PatternPickerPage /> },
  { path: '/configurator/:patternId', element: <ConfiguratorPage mode="new" /> },
  { path: '/configuration/edit/:projectId', element: <ConfiguratorPage mode="edit" /> },
  {
    path: '/configuration/save',
    element: lazyPage(loadSaveProject, (module) => module.SaveProjectPage, <PageLayout title={strings.titles.save} />),
  },
  {
    path: '/details/:projectId',
    element: lazyPage(loadProjectDetails, (module) => module.ProjectDetailsPage, <DetailsLoading />),
  },
];

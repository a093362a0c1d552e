import { act, render } from '@testing-library/react';
import { Provider } from 'effector-react';
import { BrowserRouter, Route, Routes } from '@nahtlos/platform';
import { readDraft } from '../../drafts/draftStore';
import { custom, fabrics, materials, pattern } from '../../test/configuratorModel';
import { anonymousShirt, cleanDevice, contentLoaded } from '../../test/configuratorRoute';
import { ConfiguratorPage } from './Configurator';
import * as model from './model';

// the editor's drawing needs a real browser; what is tested here is the page's way from its address to the model
jest.mock('./Editor', () => ({ Editor: () => <p>Editor</p> }));

cleanDevice();

it('hands its query to the model, which fills the areas and then shows the plain address without reopening', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/configurator/shirt?stoffe=hauptstoff:ringel');
  const scope = contentLoaded({ content: { patterns: [pattern], fabrics, materials, customFabrics: custom } });
  const page = render(
    <Provider value={scope}>
      <BrowserRouter>
        <Routes>
          <Route path="/configurator/:patternId" element={<ConfiguratorPage mode="new" />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  await act(async () => undefined);
  expect(`${window.location.pathname}${window.location.search}`).toBe('/configurator/shirt');
  // the plain address does not resolve the route again: the stored draft (the fills) is not offered back
  expect(scope.getState(model.$offeringDraft)).toBe(false);
  expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', buendchen: null, aermel: null });
  expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel' });
  expect(page.getByText('Editor')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});

/**
 * The lifecycles every app mounts with: a mount into a container holding the app's first paint (markup of
 * react-dom/server, as the first-paint renderer makes it) hydrates it; any other mount renders afresh.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSpaLifecycles } from './createSpaLifecycles';

let greeting = 'Hallo';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>{greeting}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count} Mal geklickt
      </button>
    </main>
  );
}

async function mount(container: HTMLElement, hydrate: boolean) {
  const lifecycles = createSpaLifecycles(Counter);
  const props = { name: 'counter', domElement: container, hydrate, singleSpa: {}, mountParcel: () => undefined };
  await lifecycles.bootstrap(props);
  // (inside act React's work waits for the callback to end: the mount resolves after it)
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = lifecycles.mount(props);
  });
  await mounted;
  return () => act(async () => void (await lifecycles.unmount(props)));
}

describe('createSpaLifecycles', () => {
  let container: HTMLElement;
  beforeEach(() => {
    greeting = 'Hallo';
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it('hydrates a first paint: the elements painted first stay and answer to the app', async () => {
    container.innerHTML = renderToString(<Counter />);
    const paintedHeading = container.querySelector('h1');
    const paintedButton = container.querySelector('button');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const unmount = await mount(container, true);

    expect(container.querySelector('h1')).toBe(paintedHeading);
    expect(screen.getByRole('button')).toBe(paintedButton);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('1 Mal geklickt');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    await unmount();
  });

  it('renders afresh what the first paint got wrong, and says so as a warning', async () => {
    container.innerHTML = renderToString(<Counter />);
    greeting = 'Willkommen zurück';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const unmount = await mount(container, true);

    expect(screen.getByRole('heading')).toHaveTextContent('Willkommen zurück');
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('first paint did not match'), expect.anything());
    jest.restoreAllMocks();
    await unmount();
  });

  it('without `hydrate` the container is rendered afresh', async () => {
    container.innerHTML = '<p>Wird geladen...</p>';
    const unmount = await mount(container, false);
    expect(container.querySelector('p')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Hallo');
    await unmount();
  });
});

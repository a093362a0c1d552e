import { useState } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedLater } from './HydratedLater';
import { ServerMarkup } from './serverMarkup';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

/** A page with its first screen and three later parts, as the host renders it and the app adopts it. */
const page = (markup: 'server' | 'adopted') => (
  <ServerMarkup.Provider value={markup}>
    <Counter name="oben" />
    {['eins', 'zwei', 'drei'].map((name) => (
      <HydratedLater key={name}>
        <Counter name={name} />
      </HydratedLater>
    ))}
  </ServerMarkup.Provider>
);

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('server'));
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;

// first: the parts wait for their turns only until the page's first touch, which ends the waiting for good
it('a touch on a part still waiting for its turn is answered', async () => {
  jest.useFakeTimers(); // no turn is passed on: the last part is still waiting when touched
  const container = serverPage();
  await act(async () => {
    hydrateRoot(container, page('adopted'));
  });
  const last = button(container, 'drei');
  await act(async () => {
    fireEvent.pointerDown(last);
  });
  await act(async () => {
    fireEvent.click(last);
  });
  expect(button(container, 'drei')).toHaveTextContent('drei 1');
  container.remove();
  jest.useRealTimers();
});

it('keeps the later parts of the server markup and adopts them one after another: each then answers', async () => {
  const container = serverPage();
  const served = button(container, 'drei');
  await act(async () => {
    hydrateRoot(container, page('adopted'));
  });
  // adopted in turns, a task each
  for (let turn = 0; turn < 4; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(button(container, 'drei')).toBe(served); // the server's element, adopted, not rendered afresh
  for (const name of ['oben', 'eins', 'zwei', 'drei']) {
    fireEvent.click(button(container, name));
    expect(button(container, name)).toHaveTextContent(`${name} 1`);
  }
  container.remove();
});

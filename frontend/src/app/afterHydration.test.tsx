import { act } from '@testing-library/react';
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useState,
  type ComponentType,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { afterHydration } from './afterHydration';

/** A part whose code never arrives, as on a connection that has not delivered it yet. */
const Stalled = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

const Route = createContext('login');
let navigate: (to: string) => void = () => undefined;

/** A frame that shows the route and, in its own boundary, a part with nothing in the HTML. */
function Frame({ Part }: { Part: ComponentType }) {
  return (
    <main>
      {useContext(Route)}
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </main>
  );
}

function App({ Part }: { Part: ComponentType }) {
  const [route, setRoute] = useState('login');
  navigate = (to) => startTransition(() => setRoute(to));
  return (
    <Route.Provider value={route}>
      <Frame Part={Part} />
    </Route.Provider>
  );
}

/** Hydrates the frame built ahead with `Part` on the client, then navigates in a transition. */
async function hydrateThenNavigate(Part: ComponentType): Promise<string | null> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App Part={() => null} />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <App Part={Part} />);
  });
  await act(async () => navigate('home'));
  return container.textContent;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('afterHydration', () => {
  it('lets a navigation show while the part it wraps still waits for its code', async () => {
    expect(await hydrateThenNavigate(afterHydration(Stalled))).toBe('home');
  });

  it('is needed: a dehydrated boundary waiting for code holds the navigation', async () => {
    expect(await hydrateThenNavigate(Stalled)).toBe('login');
  });
});

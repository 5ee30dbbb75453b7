import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { findRouteEntry } from './app/paths';
import { createAppRoutes } from './app/router';
import { readStoredMember } from './lib/auth/member-storage';
import {
  HYDRATED_ATTRIBUTE,
  keepTypedValues,
  mayHydrate,
  PRERENDER_ATTRIBUTE,
  readServedSettings,
  resolveLazyRoutes,
} from './prerender/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

/** Renders nothing; runs `then` once the commit that rendered it (the hydration of the page) is done. */
function AfterCommit({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * A page the server prerendered (decisions 032, 048) is hydrated when the guard found this browser
 * renders exactly that page; otherwise React renders in its place. Every page the server sends carries
 * its settings (decision 047), so the screen's code is loaded first and the first render is the page,
 * not a loading state.
 */
async function start() {
  const initialSettings = readServedSettings();
  const routes = createAppRoutes();
  let hydrate = initialSettings !== undefined && mayHydrate(container);
  const memberScreen = findRouteEntry(window.location.pathname)?.guard === true;
  // A visitor who is not signed in goes from a member's screen to sign-in: that screen's code is not needed first.
  const goesToSignIn = memberScreen && readStoredMember() === null;
  if (initialSettings && !goesToSignIn) {
    try {
      await resolveLazyRoutes(routes, window.location);
    } catch {
      hydrate = false; // The screen's code did not load: the router shows its own error and retry.
    }
  }
  const restoreTyped = hydrate ? keepTypedValues(container) : undefined;
  const hydrated = restoreTyped
    ? () => {
        restoreTyped();
        document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      }
    : undefined;
  const app = (
    <StrictMode>
      {/* A member's screen the server rendered before knowing the member is hydrated as such (decision 048). */}
      <App
        router={createBrowserRouter(routes)}
        initialSettings={initialSettings}
        memberUnknownAtFirst={hydrate && memberScreen}
      />
      {hydrated && <AfterCommit then={hydrated} />}
    </StrictMode>
  );
  if (hydrate) {
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser run between
    // them (a page already painted by the server has nothing to show sooner); a plain hydrateRoot is one
    // task of the whole tree, the longest of the first load on a phone (decision 042). An input before it
    // is done makes React finish hydrating at once and replays the event.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_ATTRIBUTE);
  createRoot(container).render(app);
}

void start();

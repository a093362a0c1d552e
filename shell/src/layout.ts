/**
 * The page's layout (index.html's `<template id="single-spa-layout">`, single-spa-layout): which application shows
 * on which route. The one route table of the app: the host renders it, the browser shell adopts it, the frame asks
 * it whether a path is a page of some app (else its 404 page).
 */
import { registerApplication, start, type Application } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes, matchRoute } from 'single-spa-layout';
import { yieldToMain } from '@nahtlos/platform';

export type LayoutRoutes = ReturnType<typeof constructRoutes>;

/** The element an application renders into (single-spa-layout's naming). */
export const applicationElementId = (name: string) => `single-spa-application:${name}`;

let routes: LayoutRoutes | null = null;

/**
 * The layout's routes: in the browser read from the page's template; where there is no page (the frame's server
 * render) they are set with setLayoutRoutes (e.g. `constructServerLayout({ html }).resolvedRoutes`).
 */
export function layoutRoutes(): LayoutRoutes {
  if (routes) return routes;
  const template = typeof document === 'undefined' ? null : document.getElementById('single-spa-layout');
  if (!template) throw new Error('[nahtlos] the page has no layout (<template id="single-spa-layout">); on the server call setLayoutRoutes first');
  routes = constructRoutes(template);
  return routes;
}

export function setLayoutRoutes(resolved: LayoutRoutes | null): void {
  routes = resolved;
}

interface RouteNode {
  type?: string;
  name?: string;
  routes?: RouteNode[];
}

function applicationsIn(nodes: readonly RouteNode[] | undefined, found: string[] = []): string[] {
  for (const node of nodes ?? []) {
    if (node.type === 'application' && node.name) found.push(node.name);
    else applicationsIn(node.routes, found);
  }
  return found;
}

/** The applications the layout shows at `pathname` (the frame is always among them). */
export function applicationsAt(pathname: string): string[] {
  return applicationsIn(matchRoute(layoutRoutes(), pathname).routes as RouteNode[]);
}

/** The application whose page `pathname` is, or null: a page of the frame itself (/privacy) or none (404). */
export function pageApplicationAt(pathname: string): string | null {
  return applicationsAt(pathname).find((name) => name !== 'frame') ?? null;
}

/**
 * Registers the layout's applications (`loadApp` loads one by its name) with its layout engine and starts single-spa:
 * the layout adopted in one task, single-spa's start (its first route, the applications' loading) in the next (issue 41:
 * together with the boot they were one task of 13–18 ms on a desktop core).
 */
export async function startLayout(loadApp: (name: string) => Promise<Application>): Promise<void> {
  const routes = layoutRoutes();
  const applications = constructApplications({ routes, loadApp: ({ name }) => loadApp(name) });
  constructLayoutEngine({ routes, applications });
  applications.forEach(registerApplication);
  await yieldToMain();
  start({ urlRerouteOnly: true });
}

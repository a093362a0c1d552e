/**
 * The layout for the frame's server render (src/server.tsx imports this first): there is no page to read the template
 * from, so the server build carries index.html's text (shell/webpack.config.js: `?raw`) and single-spa-layout's server
 * parser reads its routes from it, the very routes the host renders with.
 */
import { constructServerLayout } from 'single-spa-layout/server';
import template from './index.html?raw';
import { setLayoutRoutes, type LayoutRoutes } from './layout';

setLayoutRoutes(constructServerLayout({ html: template }).resolvedRoutes as LayoutRoutes);

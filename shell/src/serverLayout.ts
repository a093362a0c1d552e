// The layout for the frame's server render, where there is no page to read the template from: the server build carries
// index.html's text (`?raw`, shell/webpack.config.js), so the frame's routes are the very ones the host renders with.
import { constructServerLayout } from 'single-spa-layout/server';
import template from './index.html?raw';
import { setLayoutRoutes, type LayoutRoutes } from './layout';

setLayoutRoutes(constructServerLayout({ html: template }).resolvedRoutes as LayoutRoutes);

export { loadPageDrawing } from './page-drawing';
export { pageRoutes } from './page-routes';
export { loadPageTemplate } from './page-template';
export { createPages } from './pages';
export { seoRoutes } from './routes';

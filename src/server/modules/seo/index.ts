export { pageRoutes } from './page-routes';
export { loadPageTemplate } from './page-template';
export { createPages, sendPage } from './pages';
export { seoRoutes } from './routes';

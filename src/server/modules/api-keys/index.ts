export { apiKeyRoutes } from './routes';
export { findActiveApiKey, type PresentedApiKey } from './service';

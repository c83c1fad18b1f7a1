export { apiKeyRoutes } from './routes';
export { createApiKey, findActiveApiKey, type PresentedApiKey } from './service';
export { apiKeysExamples } from './openapi-examples';

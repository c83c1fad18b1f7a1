export { listReports, resolveReport } from './admin-service';
export { reportRoutes } from './routes';

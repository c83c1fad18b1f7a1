export { listReports, resolveReport } from './admin-service';
export { reportRoutes } from './routes';
export { isPubliclyReported } from './publicly-reported';
export { reportAccount } from './service';

export { listAuditLog, recordAdminAction } from './service';

// The operator console's API (/api/admin/*), for administrators only.
export { createAdminService, type AdminService } from './service';
export { adminRoutes } from './routes';
export { createAuditLog, type AuditLog, type AdminAction } from './audit-log';

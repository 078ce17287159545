import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unknownRoute } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';
import { BACKUP_TOKEN_HEADER } from './command-line-token';

/** Who `npm run backup` is in the audit log: it signs with the deployment's secret, not as an account. */
export const COMMAND_LINE_ACTOR = 'command line (npm run backup)';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A command on this machine: a loopback connection (or one to this machine's own address) that no
 * proxy forwarded. A backup token is only ever taken from there, so one that leaked is of no use
 * from elsewhere.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return remoteAddress !== undefined && (loopback.has(remoteAddress) || remoteAddress === localAddress);
}

/** GET /api/admin/backup: the console's 'Download backup' (administrators only), and `npm run backup` beside a running server. */
export async function backupRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const { backups } = services;

  app.get(
    '/backup',
    {
      schema: {
        produces: ['application/gzip'],
        // Administrators' bearer token; everyone else gets the unknown-route 404.
        security: [{ bearer: [] }],
      },
      preHandler: async (request) => {
        const token = request.headers[BACKUP_TOKEN_HEADER];
        if (token === undefined) return app.authenticateAdministrator(request);
        if (typeof token !== 'string' || !fromThisMachine(request) || !backups.acceptsCommandLineToken(token)) throw unknownRoute(request);
      },
    },
    async (request, reply) => {
      const backup = await backups.create();
      const details = { fileName: backup.fileName, createdAt: backup.manifest.createdAt, migrations: backup.manifest.migrations };
      const admin = request.signedIn?.user;
      await services.auditLog.record(
        admin
          ? { admin: { id: admin.id, email: admin.email }, action: 'backup.download', details }
          : { admin: { id: null, email: COMMAND_LINE_ACTOR }, action: 'backup.download', details: { ...details, via: 'command line' } },
      );
      request.log.info({ fileName: backup.fileName, by: admin?.email ?? COMMAND_LINE_ACTOR }, 'backup taken');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(backup.stream());
    },
  );
}

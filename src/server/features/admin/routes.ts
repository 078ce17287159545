import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminActionResult,
  adminAuditLog,
  adminCommissions,
  adminCommissionsQuery,
  adminDashboard,
  adminIdParams,
  adminOutbox,
  adminPayments,
  adminPayouts,
  adminSubscribers,
  adminUserDetail,
  adminUserList,
  dashboardQuery,
  extendTrialInput,
  grantPlanInput,
  markPayoutPaidInput,
  newsletterQuery,
  pageQuery,
  payoutsCsvQuery,
  runPayoutsInput,
  runPayoutsResult,
  setFairUseInput,
  userSearchQuery,
} from '@shared/contracts/admin';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

const csvType = 'text/csv; charset=utf-8';

/**
 * /api/admin/*: the operator console. Every route is guarded by app.authenticateAdministrator,
 * run on request (before the body is read or validated), so anyone but an administrator gets the
 * unknown-route 404 whatever they send. Routes only translate: the use cases are the admin service's.
 */
export async function adminRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { admin } = services;
  const administrators = { onRequest: app.authenticateAdministrator };
  const actor = (request: FastifyRequest) => {
    const { user } = currentUser(request);
    return { id: user.id, email: user.email };
  };
  const action = { 200: adminActionResult };

  app.get('/dashboard', { ...administrators, schema: { querystring: dashboardQuery, response: { 200: adminDashboard } } }, (request) =>
    admin.dashboard(request.query.days),
  );

  // Users ------------------------------------------------------------------

  app.get('/users', { ...administrators, schema: { querystring: userSearchQuery, response: { 200: adminUserList } } }, (request) =>
    admin.listUsers(request.query),
  );

  app.get('/users/:id', { ...administrators, schema: { params: adminIdParams, response: { 200: adminUserDetail } } }, (request) =>
    admin.userDetail(actor(request), request.params.id),
  );

  app.post(
    '/users/:id/extend-trial',
    { ...administrators, schema: { params: adminIdParams, body: extendTrialInput, response: action } },
    (request) => admin.extendTrial(actor(request), request.params.id, request.body.hours),
  );

  app.post(
    '/users/:id/grant-plan',
    { ...administrators, schema: { params: adminIdParams, body: grantPlanInput, response: action } },
    (request) => admin.grantPlan(actor(request), request.params.id, request.body),
  );

  app.put(
    '/users/:id/fair-use',
    { ...administrators, schema: { params: adminIdParams, body: setFairUseInput, response: action } },
    (request) => admin.setFairUse(actor(request), request.params.id, request.body),
  );

  app.post('/users/:id/suspend', { ...administrators, schema: { params: adminIdParams, response: action } }, (request) =>
    admin.suspend(actor(request), request.params.id),
  );

  app.post('/users/:id/unsuspend', { ...administrators, schema: { params: adminIdParams, response: action } }, (request) =>
    admin.unsuspend(actor(request), request.params.id),
  );

  app.delete('/users/:id', { ...administrators, schema: { params: adminIdParams, response: action } }, (request) =>
    admin.deleteUser(actor(request), request.params.id),
  );

  // Affiliates ---------------------------------------------------------------

  app.get(
    '/affiliates/commissions',
    { ...administrators, schema: { querystring: adminCommissionsQuery, response: { 200: adminCommissions } } },
    (request) => admin.commissions(request.query.status),
  );

  app.get('/affiliates/payouts', { ...administrators, schema: { response: { 200: adminPayouts } } }, async () => ({
    payouts: await admin.listPayouts(),
  }));

  app.post(
    '/affiliates/payouts',
    { ...administrators, schema: { body: runPayoutsInput, response: { 200: runPayoutsResult } } },
    (request) => admin.runPayouts(actor(request), request.body.month),
  );

  app.post(
    '/affiliates/payouts/:id/paid',
    { ...administrators, schema: { params: adminIdParams, body: markPayoutPaidInput, response: action } },
    (request) => admin.markPayoutPaid(actor(request), request.params.id, request.body.reference),
  );

  app.get('/affiliates/payouts.csv', { ...administrators, schema: { querystring: payoutsCsvQuery } }, async (request, reply) => {
    const csv = await admin.payoutsCsv(actor(request), request.query.month);
    return reply.type(csvType).header('content-disposition', `attachment; filename="payouts-${request.query.month}.csv"`).send(csv);
  });

  // Payments -----------------------------------------------------------------

  app.get('/payments', { ...administrators, schema: { response: { 200: adminPayments } } }, async () => ({
    payments: await admin.listPayments(),
  }));

  app.post('/payments/:id/refund', { ...administrators, schema: { params: adminIdParams, response: action } }, (request) =>
    admin.refund(actor(request), request.params.id),
  );

  // Newsletter, outbox, audit log ---------------------------------------------

  app.get(
    '/newsletter',
    { ...administrators, schema: { querystring: newsletterQuery, response: { 200: adminSubscribers } } },
    async (request, reply) => {
      if (request.query.format === 'json') return admin.subscribers();
      return (
        reply
          .type(csvType)
          .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
          // A string is sent as it is (the JSON schema serialises objects only).
          .send((await admin.subscribersCsv(actor(request))) as never)
      );
    },
  );

  app.get('/outbox', { ...administrators, schema: { response: { 200: adminOutbox } } }, (request) => admin.outbox(actor(request)));

  app.get('/audit-log', { ...administrators, schema: { querystring: pageQuery, response: { 200: adminAuditLog } } }, (request) =>
    admin.auditEntries(request.query.limit),
  );
}

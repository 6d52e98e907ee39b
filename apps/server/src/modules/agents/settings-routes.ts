import { AgentSettingsPatchSchema, AgentSettingsSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { readAgentRules, toAgentSettings, updateAgentSettings } from './settings.ts';

/** The agent programme's settings in the console: any operator reads them; owners and admins change them, audited. */
export const agentSettingsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const tags = ['operator', 'agents'];

  app.get(
    '/admin-api/v1/agent-settings',
    {
      schema: {
        tags,
        summary: 'The brand’s agent programme settings',
        response: { 200: AgentSettingsSchema },
      },
      preHandler: requireOperator(db),
    },
    async (request) => toAgentSettings(await readAgentRules(db, request.brand), request.brand.currencyCode),
  );

  app.patch(
    '/admin-api/v1/agent-settings',
    {
      schema: {
        tags,
        summary: 'Change the brand’s agent programme settings, any subset of them (audited)',
        body: AgentSettingsPatchSchema,
        response: { 200: AgentSettingsSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) =>
      updateAgentSettings(db, {
        brand: request.brand,
        operator: currentOperator(request),
        input: request.body,
        ip: request.ip,
      }),
  );
};

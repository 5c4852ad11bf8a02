import {
  CategoryMajorsSchema,
  CategoryMinorsSchema,
  CategoryParamsSchema,
  MyRulesQuerySchema,
  RuleFormSchema,
  RuleIdParamsSchema,
  RuleListQuerySchema,
  RuleListSchema,
  RuleSchema,
  RuleVersionParamsSchema,
  RuleVersionSchema,
  type Rule,
} from '@hanpan/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { RuleNamer } from '../../integrations/rule-naming/index.ts';
import type { PageTable } from '../../cache/page-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as categories from './categories.queries.ts';
import { presentRule, presentRuleListJson, presentRuleVersion } from './rules.presenter.ts';
import {
  popularListPosition,
  recentListPosition,
  recentPosition,
  type RulePage,
  type RulesService,
} from './rules.service.ts';

/**
 * Per player: each new rule may call the AI namer (a paid endpoint when configured). Generous for
 * people, a wall for a script.
 */
const CREATE_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `rules:create:${request.auth?.userId ?? request.ip}`,
};

export interface RulesFeatureDeps extends FeatureDeps {
  /** Chooses a new rule's title and categories (integrations/rule-naming; app.ts builds it from config). */
  ruleNamer: RuleNamer;
}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface RulesRoutesDeps extends RulesFeatureDeps {
  rules: RulesService;
}

/** Categories, the list and search, one rule, its versions, creation (rankings: the ratings feature). */
/** What a page of the rule list shows (decision 043; page-reads.test.ts checks it). */
const RULE_LIST_READS: readonly PageTable[] = ['rules', 'users', 'hidden_items', 'rule_edit_requests'];

export async function rulesRoutes(app: FastifyInstance, { db, storage, pages, rules }: RulesRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rules'];

  api.get(
    '/api/rules/categories',
    { schema: { tags, response: { 200: CategoryMajorsSchema } } },
    async () => ({ majors: await categories.listMajors(db) }),
  );

  api.get(
    '/api/rules/categories/:major',
    { schema: { tags, params: CategoryParamsSchema, response: { 200: CategoryMinorsSchema } } },
    async (request) => {
      const minors = await categories.listMinors(db, request.params.major);
      if (minors.length === 0) throw new AppError('not_found', '없는 카테고리예요.');
      return minors;
    },
  );

  api.get(
    '/api/rules/list',
    {
      schema: { tags, querystring: RuleListQuerySchema, response: { 200: compiledResponse(RuleListSchema) } },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<Rule[]>(request, reply, viewer, RULE_LIST_READS, async () => {
        const rows = await rules.listRules(viewer, request.query);
        const positionOf = request.query.sort === 'popular' ? popularListPosition : recentListPosition;
        const page = sendPage(reply, rows, request.query.size, positionOf);
        // Already JSON text (presentRuleListJson), sent past the schema's serializer.
        // rule-list.test.ts parses it with RuleListSchema and compares it with the detail's answers
        // byte for byte.
        return presentRuleListJson(page, storage);
      });
    },
  );

  api.get(
    '/api/rules/my-rules',
    {
      schema: { tags, querystring: MyRulesQuerySchema, response: { 200: compiledResponse(RuleListSchema) } },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { rows, cards, hidden } = await rules.listMyRules(viewer, request.query);
      return sendPage(reply, rows, request.query.size, recentPosition).map((row) =>
        presentRule(row, viewer, cards, storage, hidden),
      );
    },
  );

  api.get(
    '/api/rules/:ruleId',
    { schema: { tags, params: RuleIdParamsSchema, response: { 200: RuleSchema } } },
    async (request) => {
      const viewer = requireUser(request);
      return presentOne(await rules.getRule(viewer, request.params.ruleId), viewer);
    },
  );

  api.get(
    '/api/rules/:ruleId/versions/:version',
    { schema: { tags, params: RuleVersionParamsSchema, response: { 200: RuleVersionSchema } } },
    async (request) =>
      presentRuleVersion(
        await rules.getRuleVersion(requireUser(request), request.params.ruleId, request.params.version),
      ),
  );

  api.post(
    '/api/rules',
    {
      schema: { tags, body: RuleFormSchema, response: { 201: RuleSchema } },
      config: { rateLimit: CREATE_RATE_LIMIT },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const created = await rules.createRule(viewer, request.body);
      return reply.status(201).send(presentOne(created, viewer));
    },
  );

  function presentOne({ rows, cards, hidden }: RulePage, viewer: { userId: number }) {
    return presentRule(rows[0]!, viewer, cards, storage, hidden);
  }
}

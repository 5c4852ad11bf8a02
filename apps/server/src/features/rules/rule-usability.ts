import type { RuleVersion } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { assertVisible, hiddenTargetIds, viewerOf } from '../reports/index.ts';
import { presentRuleVersion } from './rules.presenter.ts';
import * as queries from './rules.queries.ts';
import type { RuleReadabilityJson } from './rules.queries.ts';

/*
 * A rule an admin hid is hidden everywhere (issue 16 item 2, decision 014): every read of it
 * answers 404 content_hidden except to its author and admins, and nothing new may be made from it.
 * These two are the only doors; every entry that reads a rule or makes something from one goes
 * through them.
 */

/**
 * Before reading anything of a rule (one version, its rankings): 404 rule_not_found when there is
 * no such rule, 404 content_hidden when an admin hid it and the viewer is neither its author nor
 * an admin. Answers the rule's title (what the rankings name).
 */
export async function assertRuleReadable(db: Db, ruleId: number, viewer: AuthUser): Promise<string> {
  const rule = await queries.findRuleOwnership(db, ruleId);
  if (!rule) throw new AppError('rule_not_found');
  await assertVisible(db, 'RULE', ruleId, rule.createdById, viewerOf(viewer));
  return rule.title;
}

/**
 * `assertRuleReadable` on what `ruleReadabilitySql` read inside the caller's own statement (issue
 * 17): the same answers (404 rule_not_found, 404 content_hidden), the title when readable.
 */
export function readableRuleTitle(rule: RuleReadabilityJson | null, viewer: AuthUser): string {
  if (!rule) throw new AppError('rule_not_found');
  const who = viewerOf(viewer)!;
  const exempt = who.isAdmin || (rule.createdById !== null && rule.createdById === who.userId);
  // WARNING: the same door as assertVisible: a hidden rule reads only for its author and admins.
  if (rule.hidden && !exempt) throw new AppError('content_hidden');
  return rule.title;
}

/**
 * Before a new game (random or friend), a 나랑도 한 판 challenge or the game its acceptance makes:
 * the rule's current version, or 404 rule_not_found / content_hidden. Refused to everyone,
 * author and admins included: what is made from it would show the hidden content to other players.
 * Games made before the hide keep their version (findRuleVersion reads those, unchecked).
 */
export async function assertRuleUsable(db: Db, ruleId: number): Promise<RuleVersion> {
  const row = await queries.findCurrentVersion(db, ruleId);
  if (!row) throw new AppError('rule_not_found');
  // WARNING: the one check that keeps hidden rules out of new games and challenges.
  if ((await hiddenTargetIds(db, 'RULE', [ruleId])).size > 0) throw new AppError('content_hidden');
  return presentRuleVersion(row);
}

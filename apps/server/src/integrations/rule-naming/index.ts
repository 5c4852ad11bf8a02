import { offlineRuleNamer } from './offline-rule-namer.ts';
import { createOpenAiCompatibleRuleNamer, type RuleNamingLog } from './openai-compatible-rule-namer.ts';
import type { RuleNamer } from './rule-naming.ts';

export type { CategoryTaxonomy, RuleNamer, RuleNaming, RuleNamingInput } from './rule-naming.ts';
export { nameRuleOffline } from './offline-rule-namer.ts';
export type { RuleNamingLog } from './openai-compatible-rule-namer.ts';

export interface RuleNamingConfig {
  RULE_NAMING_BASE_URL?: string | undefined;
  RULE_NAMING_API_KEY?: string | undefined;
  RULE_NAMING_MODEL?: string | undefined;
  RULE_NAMING_TIMEOUT_MS: number;
}

/**
 * The AI namer when its endpoint, key and model are all set (config.ts refuses a partial set at
 * start), else the offline namer. Either way `name()` always resolves with a usable naming.
 */
export function createRuleNamer(config: RuleNamingConfig, log: RuleNamingLog): RuleNamer {
  const { RULE_NAMING_BASE_URL: baseUrl, RULE_NAMING_API_KEY: apiKey, RULE_NAMING_MODEL: model } = config;
  if (!baseUrl || !apiKey || !model) return offlineRuleNamer;
  return createOpenAiCompatibleRuleNamer(
    { baseUrl, apiKey, model, timeoutMs: config.RULE_NAMING_TIMEOUT_MS },
    log,
  );
}

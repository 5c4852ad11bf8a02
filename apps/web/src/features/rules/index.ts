// The rules feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { RuleCard } from './rule-card';
export { RuleCategoryPicture } from './rule-category-picture';
export { RuleDetailDialog } from './rule-detail-dialog';
export { RuleRankingContent } from './rule-ranking';
export { RulesBrowser } from './rules-browser';
export { readRulesSearch, writeRulesSearch, type RulesSearch } from './rules-search';
export { MyRuleStatus } from './my-rule-status';
export { RuleList } from './rule-list';
export {
  ruleKeys,
  useMyRules,
  useRule,
  useRuleCategories,
  useRuleList,
  useRuleMinors,
  type MyRulesStatus,
} from './rules.api';

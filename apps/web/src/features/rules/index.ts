// The rules feature's entry (CONVENTIONS.md, feature template): what screens and other features use.
export { RuleCard } from './rule-card';
export { RuleCategoryPicture } from './rule-category-picture';
export { RuleDetailDialog, RULE_LOAD_FAILED } from './rule-detail-dialog';
export { RuleRankingContent } from './rule-ranking';

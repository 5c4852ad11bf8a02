/*
 * The rule screens load as one chunk: every lazy route costs the first page an entry in the
 * router's preload table for each chunk it needs (decision 011), and these three share most of
 * their code anyway.
 */
export { RulesScreen } from './rules-screen';
export { MyRulesScreen } from './my-rules-screen';
export { RuleRankingAliasScreen, RuleRankingScreen } from './rule-ranking-screen';

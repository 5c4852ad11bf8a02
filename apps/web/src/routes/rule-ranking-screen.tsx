import { useParams } from '@tanstack/react-router';
import { RuleRankingContent } from '@/features/rules';
import { ScreenBody } from '@/ui/safe-area';

/** A rule's ranking (/rules/{ruleId}/ranking; spec §3 Ranking). */
export function RuleRankingScreen() {
  const { ruleId } = useParams({ from: '/app/rules/$ruleId/ranking' });
  return (
    <ScreenBody withTabs className="pt-3">
      <RuleRankingContent ruleId={ruleId} />
    </ScreenBody>
  );
}

/** /rules/{ruleId}/rankings: the spec's other spelling of the ranking's address. */
export function RuleRankingAliasScreen() {
  const { ruleId } = useParams({ from: '/app/rules/$ruleId/rankings' });
  return (
    <ScreenBody withTabs className="pt-3">
      <RuleRankingContent ruleId={ruleId} />
    </ScreenBody>
  );
}

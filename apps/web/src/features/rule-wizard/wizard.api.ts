import {
  REFERENCE_SPORT_EXCLUDED_MINOR,
  REFERENCE_SPORT_MAJOR,
  type EditRequestForm,
  type RuleForm,
} from '@hanpan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys, useRuleMinors } from '@/features/rules';
import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';

/*
 * The wizards' own calls (create, request an edit) and the reference-sport list. Categories, minors
 * and the rule itself come from the rules feature's hooks (one cache for the list and the wizard).
 */
export { useRule, useRuleCategories, useRuleMinors } from '@/features/rules';

/** The sports a new rule may follow: the minors of '기존 스포츠' without '기타' (issue 9 §1). */
export function useReferenceSports() {
  const minors = useRuleMinors(REFERENCE_SPORT_MAJOR);
  return {
    ...minors,
    data: minors.data?.filter((minor) => minor !== REFERENCE_SPORT_EXCLUDED_MINOR),
  };
}

/** POST /api/rules → the created rule with the title and categories the server chose. */
export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RuleForm) =>
      api.post(
        '/api/rules',
        contract((c) => c.RuleSchema),
        form,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

/** POST /api/rules/edit-requests (201). Nothing of the answer is shown: the done step says what happens. */
export function useRequestRuleEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EditRequestForm) => api.post('/api/rules/edit-requests', ignoreBody, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

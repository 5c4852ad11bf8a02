import {
  REFERENCE_SPORT_EXCLUDED_MINOR,
  REFERENCE_SPORT_MAJOR,
  type EditRequestForm,
  type RuleForm,
} from '@hanpan/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';

/*
 * The calls of the rule wizards. TODO(merge): features/rules/rules.api.ts (another branch) brings
 * the shared `ruleKeys`, `useRuleCategories`, `useRuleMinors` and `useRule`; switch to those and
 * keep only the two mutations here. The keys below already follow its ['rules', …] shape so that
 * invalidating ['rules'] refreshes the lists.
 */
export const wizardKeys = {
  all: ['rules'] as const,
  categories: () => [...wizardKeys.all, 'categories'] as const,
  minors: (major: string) => [...wizardKeys.categories(), major] as const,
  rule: (id: number) => [...wizardKeys.all, 'detail', id] as const,
};

/** GET /api/rules/categories → the major names. */
export function useRuleCategories() {
  return useQuery({
    queryKey: wizardKeys.categories(),
    queryFn: ({ signal }) =>
      api.get(
        '/api/rules/categories',
        contract((c) => c.CategoryMajorsSchema),
        { signal },
      ),
    select: (data) => data.majors,
    staleTime: 10 * 60_000,
  });
}

const minorsQuery = (major: string) => ({
  queryKey: wizardKeys.minors(major),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get(
      `/api/rules/categories/${encodeURIComponent(major)}`,
      contract((c) => c.CategoryMinorsSchema),
      { signal },
    ),
  staleTime: 10 * 60_000,
});

/** GET /api/rules/categories/{major} → its minor names (nothing while no major is chosen). */
export function useRuleMinors(major: string) {
  return useQuery({ ...minorsQuery(major), enabled: major !== '' });
}

/** The sports a new rule may follow: the minors of '기존 스포츠' without '기타' (issue 9 §1). */
export function useReferenceSports() {
  return useQuery({
    ...minorsQuery(REFERENCE_SPORT_MAJOR),
    select: (minors: string[]) => minors.filter((minor) => minor !== REFERENCE_SPORT_EXCLUDED_MINOR),
  });
}

/** GET /api/rules/{id}: the rule an edit starts from. */
export function useRule(id: number | null) {
  return useQuery({
    queryKey: wizardKeys.rule(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(
        `/api/rules/${id}`,
        contract((c) => c.RuleSchema),
        { signal },
      ),
    enabled: id !== null,
    // The edit wizard needs the rule's state now (a request may have been made meanwhile), once.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wizardKeys.all }),
  });
}

/** POST /api/rules/edit-requests (201). Nothing of the answer is shown: the done step says what happens. */
export function useRequestRuleEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EditRequestForm) => api.post('/api/rules/edit-requests', ignoreBody, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wizardKeys.all }),
  });
}

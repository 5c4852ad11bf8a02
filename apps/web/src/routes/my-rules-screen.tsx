import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  MyRuleStatus,
  RuleCard,
  RuleDetailDialog,
  RuleList,
  useMyRules,
  type MyRulesStatus,
} from '@/features/rules';
import { AppLink } from '@/ui/app-link';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { FileTextIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';
import { Tabs } from '@/ui/tabs';

/** Spec §8 (rules): the list failed to load. */
export const MY_RULES_LOAD_FAILED = '규칙 목록을 불러오는데 실패했습니다';

const TABS = [
  { value: 'ALL', label: '전체' },
  { value: 'PENDING', label: '수정 대기 중' },
  { value: 'REJECTED', label: '거절됨' },
] as const satisfies readonly { value: MyRulesStatus; label: string }[];

const EMPTY: Record<MyRulesStatus, { title: string; description: string }> = {
  ALL: { title: '아직 만든 규칙이 없어요', description: '나만의 규칙을 만들어 친구와 겨뤄 보세요.' },
  PENDING: { title: '수정 대기 중인 규칙이 없어요', description: '수정 요청은 관리자가 확인한 뒤 반영돼요.' },
  REJECTED: { title: '거절된 수정 요청이 없어요', description: '거절되면 그 이유가 여기에 보여요.' },
};

function readStatus(value: unknown): MyRulesStatus {
  return value === 'PENDING' || value === 'REJECTED' ? value : 'ALL';
}

/** My rules (/rules/my-rules, spec §2): tabs all / pending / rejected; edit, or cancel a pending request. */
export function MyRulesScreen() {
  const status = readStatus(useSearch({ from: '/app/rules/my-rules' }).status);
  const navigate = useNavigate({ from: '/rules/my-rules' });
  const [openRuleId, setOpenRuleId] = useState<number | null>(null);
  return (
    <ScreenBody withTabs className="pt-2">
      <Tabs
        label="수정 요청 상태"
        options={TABS}
        value={status}
        onChange={(next) => void navigate({ search: next === 'ALL' ? {} : { status: next }, replace: true })}
      >
        <MyRulesList key={status} status={status} onOpen={(id) => setOpenRuleId(id)} />
      </Tabs>
      <RuleDetailDialog ruleId={openRuleId} onClose={() => setOpenRuleId(null)} offerNewGame />
    </ScreenBody>
  );
}

function MyRulesList({ status, onOpen }: { status: MyRulesStatus; onOpen: (ruleId: number) => void }) {
  const list = useMyRules(status);
  const empty = EMPTY[status];
  return (
    <RuleList
      list={list}
      label="내 규칙"
      errorTitle={MY_RULES_LOAD_FAILED}
      empty={
        <EmptyState
          icon={<FileTextIcon size={30} />}
          title={empty.title}
          description={empty.description}
          action={
            status === 'ALL' ? (
              <AppLink to="/rules/create" className={buttonClasses({ fullWidth: true })}>
                규칙 만들기
              </AppLink>
            ) : undefined
          }
        />
      }
      renderItem={(rule) => (
        <RuleCard rule={rule} onOpen={() => onOpen(rule.id)}>
          <MyRuleStatus rule={rule} />
        </RuleCard>
      )}
    />
  );
}

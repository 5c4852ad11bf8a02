import { ruleLimits } from '@hanpan/core';
import {
  followSport,
  MUTUAL_AGREEMENT_LABEL,
  MUTUAL_AGREEMENT_SENTENCE,
  type FollowField,
} from '../rule-texts';
import { STEP } from '../wizard-steps';
import type { TextStepConfig } from './text-step';

/** The seven text steps (5–11). `sport` adds the 'follow that sport' checkboxes. */
export function textStepConfigs(sport: string | null): TextStepConfig[] {
  const follow = (field: FollowField) =>
    sport ? { label: followSport[field].label(sport), sentence: followSport[field].sentence(sport) } : null;
  return [
    {
      step: STEP.goal,
      field: 'ruleGoal',
      title: '어떤 경기인지 설명해 주세요',
      description: '목표와 이기는 방법을 짧게 적어 주세요. 규칙 목록에 이 설명이 보여요.',
      label: '경기 설명',
      max: ruleLimits.goalMax,
      placeholder: '예: 한 발로만 뛰면서 상대 골대에 먼저 5골을 넣으면 이겨요.',
      rows: 5,
    },
    {
      step: STEP.scoreDefinition,
      field: 'ruleScoreDefinition',
      title: '점수는 어떻게 얻나요?',
      description: '언제 몇 점을 얻는지 적어 주세요.',
      label: '점수 획득 방법',
      max: ruleLimits.scoreDefinitionMax,
      placeholder: '예: 공이 상대 골대에 들어가면 1점이에요.',
      lead: follow('ruleScoreDefinition'),
    },
    {
      step: STEP.preparation,
      field: 'rulePreparation',
      title: '무엇을 준비해야 하나요?',
      description: '도구, 장소, 인원처럼 경기 전에 챙길 것을 적어 주세요.',
      label: '경기 준비사항',
      max: ruleLimits.preparationMax,
      placeholder: '예: 축구공 1개, 골대 대신 세워 둘 콘 4개',
      rows: 3,
    },
    {
      step: STEP.order,
      field: 'ruleOrder',
      title: '경기는 어떤 순서로 진행되나요?',
      description: '시작부터 끝까지 차례대로 적어 주세요.',
      label: '경기 진행 순서',
      max: ruleLimits.orderMax,
      placeholder: '예: 가위바위보로 먼저 공격할 사람을 정해요. 골을 넣으면 공격을 바꿔요.',
      rows: 7,
      lead: follow('ruleOrder'),
    },
    {
      step: STEP.decision,
      field: 'ruleDecision',
      title: '판정은 어떻게 하나요?',
      description: '애매한 상황을 누가 어떻게 정하는지 적어 주세요.',
      label: '판정방식 설명',
      max: ruleLimits.decisionMax,
      placeholder: '예: 골인지 애매하면 그 공격을 다시 해요.',
      lead: { label: MUTUAL_AGREEMENT_LABEL, sentence: MUTUAL_AGREEMENT_SENTENCE },
    },
    {
      step: STEP.foul,
      field: 'ruleFoul',
      title: '어떤 행동이 반칙인가요?',
      description: '반칙과 반칙을 했을 때 어떻게 되는지 적어 주세요.',
      label: '반칙 항목',
      max: ruleLimits.foulMax,
      placeholder: '예: 손으로 공을 만지면 상대에게 1점을 줘요.',
      lead: follow('ruleFoul'),
    },
    {
      step: STEP.extraInfo,
      field: 'ruleExtraInfo',
      title: '더 알려 줄 것이 있나요?',
      description: '없으면 비워 두고 넘어가도 돼요.',
      label: '기타 정보 (선택)',
      max: ruleLimits.extraInfoMax,
      placeholder: '예: 실내에서는 말랑한 공을 써 주세요.',
      rows: 3,
    },
  ];
}

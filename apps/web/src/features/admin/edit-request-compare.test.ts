import { describe, expect, it } from 'vitest';
import { compareEditRequest, NONE, winByLabel } from './edit-request-compare';
import { editRequestFixture, ruleContentFixture } from './admin.test-support';

const changedFields = (rows: ReturnType<typeof compareEditRequest>) =>
  rows.filter((row) => row.changed).map((row) => row.field);

describe('the comparison of an edit request with its original', () => {
  it('lists every field the spec names, in its order', () => {
    expect(compareEditRequest(editRequestFixture()).map((row) => row.label)).toEqual([
      '규칙 이름',
      '대분류',
      '소분류',
      '경기 설명',
      '점수 획득 방법',
      '경기 준비사항',
      '경기 진행 순서',
      '판정 방식',
      '반칙',
      '기타 정보',
      '목표 점수',
      '경기 시간',
      '세트 수',
      '세트 승리 기준',
    ]);
  });

  it('marks exactly the fields that changed', () => {
    const rows = compareEditRequest(
      editRequestFixture({
        ruleTitle: '두 손 배드민턴',
        ruleFoul: '라켓을 던지면 반칙이에요.',
        duration: 300,
        winBy: 'MOST_SETS_AND_POINTS',
      }),
    );
    expect(changedFields(rows)).toEqual(['ruleTitle', 'ruleFoul', 'duration', 'winBy']);
    const duration = rows.find((row) => row.field === 'duration')!;
    expect([duration.before, duration.after]).toEqual([NONE, '5분']);
  });

  it("shows -1 and missing values as '없음', and does not call -1 against missing a change", () => {
    const rows = compareEditRequest(
      editRequestFixture({
        pointsToWin: -1,
        duration: 150,
        ruleExtraInfo: '',
        original: ruleContentFixture({ pointsToWin: -1, duration: 150, ruleExtraInfo: null }),
      }),
    );
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.pointsToWin).toMatchObject({ before: NONE, after: NONE, changed: false });
    expect(byField.ruleExtraInfo).toMatchObject({ before: NONE, after: NONE, changed: false });
    expect(byField.duration).toMatchObject({ after: '2분 30초', changed: false });
    expect(changedFields(rows)).toEqual([]);
  });

  it('ignores spaces around a text', () => {
    expect(
      changedFields(
        compareEditRequest(editRequestFixture({ ruleGoal: '  왼손으로만 라켓을 잡고 겨뤄요.\n' })),
      ),
    ).toEqual([]);
  });

  it('marks nothing when the original is unknown', () => {
    const rows = compareEditRequest(editRequestFixture({ original: null, ruleTitle: '새 이름' }));
    expect(changedFields(rows)).toEqual([]);
    expect(rows.every((row) => row.before === NONE)).toBe(true);
  });

  it('puts the win condition in words; anything but the score value is time-based', () => {
    expect(winByLabel('SETS_HALF_WIN')).toBe('목표 점수에 먼저 도달하면 세트 승리');
    expect(winByLabel('MOST_SETS_AND_POINTS')).toBe('시간이 끝났을 때 점수가 높으면 세트 승리');
    expect(winByLabel('TIME_LIMIT')).toBe('시간이 끝났을 때 점수가 높으면 세트 승리');
    expect(winByLabel('')).toBe(NONE);
  });
});

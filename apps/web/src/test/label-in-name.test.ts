import { describe, expect, it } from 'vitest';
import { shownTextFirst } from '@/lib/accessible-name';
import { labelInNameProblems } from './label-in-name';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('labelInNameProblems (WCAG 2.5.3)', () => {
  it('flags a name that does not start with the text the control shows', () => {
    expect(labelInNameProblems(dom('<button aria-label="하은님의 친구 요청 수락">수락</button>'))).toEqual([
      "'하은님의 친구 요청 수락' ← shows '수락'",
    ]);
    expect(
      labelInNameProblems(dom('<a href="/x" aria-label="친구 2"><span>2</span><span>친구</span></a>')),
    ).toHaveLength(1);
    // Inline parts join without a space, as axe reads them: '친구2' is not how '친구 2' starts.
    expect(
      labelInNameProblems(dom('<a href="/x" aria-label="친구 2"><span>친구</span><span>2</span></a>')),
    ).toHaveLength(1);
    // The bell's old fault: the shown count is not in the name at all.
    expect(labelInNameProblems(dom('<button aria-label="알림">3</button>'))).toHaveLength(1);
  });

  it('passes a name that starts with the shown text, icons, content names and aria-hidden parts', () => {
    const root = dom(`
      <button aria-label="${shownTextFirst('수락', '하은님의 친구 요청')}">수락</button>
      <button aria-label="설정"><svg></svg></button>
      <button>댓글 3</button>
      <a href="/x" aria-label="친구 2"><span>친구</span> <span>2</span></a>
      <a href="/y" aria-label="대기 중 3건"><div>대기 중</div><div>3</div></a>
      <a href="/chat/1" aria-label="민준님과의 대화">민준<span aria-hidden="true">어제 · 볼링 하실래요?</span></a>
      <span id="t">배드민턴</span><button aria-labelledby="t">배드민턴</button>`);
    expect(labelInNameProblems(root)).toEqual([]);
  });
});

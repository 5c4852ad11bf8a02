import { getChoseong } from 'es-hangul';
import { expect, test, type Page } from '@playwright/test';
import type { Rule } from '@hanpan/core';
import { apiAs, PHONE, postAs, signInAsDemoAdmin, signUpPlayer } from './support/journeys.ts';
import { createRule, nonceWords, ruleForm } from './support/rules.ts';

/*
 * Rules (issue 9): a new player writes a rule through every step of the wizard, finds it by 초성,
 * and asks for edits that the demo admin approves or rejects. Every journey makes its own player
 * and its own rule; the admin works in a second browser context, as on a second phone.
 */

/** The rule wizard's primary button ('다음', or '규칙 만들기' / '수정 요청 보내기' on the last step). */
const wizardNext = (page: Page, name = '다음') => page.getByRole('button', { name, exact: true });

/** Waits for the step to show (its heading), so no click lands on the step before it. */
async function onStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The admin's view of one request: the list of its tab, opened at that request (as the dashboard links). */
async function openRequestAsAdmin(admin: Page, editRequestId: number, title: string) {
  await admin.goto(`/admin/rule-edit-requests?status=PENDING&highlight=${editRequestId}`);
  const card = admin.getByRole('article', { name: title }).and(admin.locator('[aria-current="true"]'));
  await expect(card).toBeVisible();
  return card;
}

test('a new player writes a rule through every step, fixing a bad word on the way, and finds it by 초성', async ({
  page,
}) => {
  test.slow(); // sign-up, eleven steps and the generating step
  await signUpPlayer(page, '규칙장인');
  const word = nonceWords();

  await page.goto('/rules');
  await page.getByRole('link', { name: '규칙 만들기' }).first().click();
  // The wizard writes its step in the address (one history entry per step).
  await expect(page).toHaveURL(/\/rules\/create(\?step=4)?$/);

  // Step 4: no sport to follow.
  await onStep(page, '어떤 운동을 바탕으로 만들까요?');
  await page.getByRole('radio', { name: '직접 만들기' }).check();
  await wizardNext(page).click();

  // Step 5: the goal (its first sentence reads like a title).
  await onStep(page, '어떤 경기인지 설명해 주세요');
  await page
    .getByRole('textbox', { name: '경기 설명' })
    .fill(`${word} 콩주머니 던지기. 바구니에 콩주머니를 먼저 다섯 개 넣는 사람이 이겨요.`);
  await wizardNext(page).click();

  await onStep(page, '점수는 어떻게 얻나요?');
  await page.getByRole('textbox', { name: '점수 획득 방법' }).fill('콩주머니가 바구니에 들어가면 1점이에요.');
  await wizardNext(page).click();

  await onStep(page, '무엇을 준비해야 하나요?');
  await page.getByRole('textbox', { name: '경기 준비사항' }).fill('콩주머니 10개, 바구니 1개, 분필');
  await wizardNext(page).click();

  await onStep(page, '경기는 어떤 순서로 진행되나요?');
  await page
    .getByRole('textbox', { name: '경기 진행 순서' })
    .fill('가위바위보로 먼저 던질 사람을 정해요. 한 번씩 번갈아 던져요.');
  await wizardNext(page).click();

  // Step 9: the 'mutual agreement' checkbox writes its sentence first.
  await onStep(page, '판정은 어떻게 하나요?');
  await page.getByRole('checkbox', { name: /^상호 합의로 판정해요/ }).check();
  const decision = page.getByRole('textbox', { name: '판정방식 설명' });
  await expect(decision).toHaveValue(/^판정은 두 선수의 상호 합의로 정해요\./);
  await decision.pressSequentially('걸친 주머니는 반만 쳐요.');
  await wizardNext(page).click();

  // Step 10: a bad word makes the step invalid, named in the message; Next refuses.
  await onStep(page, '어떤 행동이 반칙인가요?');
  const foul = page.getByRole('textbox', { name: '반칙 항목' });
  await foul.fill('선을 넘어 던지면 씨발 반칙이에요.');
  await expect(page.getByText('"씨발"은(는) 쓸 수 없는 말이에요.')).toBeVisible();
  await expect(foul).toHaveAttribute('aria-invalid', 'true');
  await expect(wizardNext(page)).toHaveAttribute('aria-disabled', 'true');
  await wizardNext(page).click({ force: true }); // aria-disabled, not disabled: the tap is refused
  await onStep(page, '어떤 행동이 반칙인가요?');
  await expect(foul).toBeFocused();

  // The draft is kept on this phone: a reload comes back to this step with the text.
  await page.reload();
  await onStep(page, '어떤 행동이 반칙인가요?');
  await expect(foul).toHaveValue('선을 넘어 던지면 씨발 반칙이에요.');

  await foul.fill('선을 넘어 던지면 반칙이에요. 그 주머니는 점수에 넣지 않아요.');
  await expect(page.getByText('"씨발"은(는) 쓸 수 없는 말이에요.')).toHaveCount(0);
  await expect(wizardNext(page)).not.toHaveAttribute('aria-disabled', 'true');
  await wizardNext(page).click();

  // Step 11: optional.
  await onStep(page, '더 알려 줄 것이 있나요?');
  await page.getByRole('textbox', { name: '기타 정보 (선택)' }).fill('실내에서는 말랑한 주머니를 써 주세요.');
  await wizardNext(page).click();

  // Step 12: a target score, and a custom time that starts at 5 minutes.
  await onStep(page, '몇 점, 몇 분 경기인가요?');
  await page.getByRole('textbox', { name: '목표 점수' }).fill('5');
  await page.getByRole('switch', { name: '제한 시간 제한 없음' }).click();
  await expect(page.getByRole('textbox', { name: '분' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: '초' })).toHaveValue('0');
  await page.getByRole('textbox', { name: '분' }).fill('3');
  await wizardNext(page).click();

  await onStep(page, '몇 세트로 겨룰까요?');
  await page.getByRole('button', { name: '세트 수 늘리기' }).click();
  await page.getByRole('button', { name: '세트 수 늘리기' }).click();
  await expect(page.getByRole('textbox', { name: '세트 수' })).toHaveValue('3');
  await expect(page.getByText('3세트 중 2세트를 먼저 이기면 승리해요.')).toBeVisible();
  await wizardNext(page).click();

  await onStep(page, '세트는 어떻게 끝나나요?');
  await page.getByRole('radio', { name: /^목표 점수에 먼저 도달하면 세트 승리/ }).check();
  const submitted = Date.now();
  await wizardNext(page, '규칙 만들기').click();

  // Step 15, then 16 with the name and category the server chose.
  await expect(page.getByRole('heading', { name: '규칙 이름과 카테고리를 정하고 있어요' })).toBeVisible();
  await onStep(page, '규칙이 만들어졌어요');
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(1800);
  const card = page.getByRole('article');
  const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  expect(title.length).toBeGreaterThan(0);
  const category = (await card.getByText(/^[^·]+ · [^·]+$/).innerText()).trim();
  const [major, minor] = category.split(' · ');
  const minors = await apiAs<string[]>(page, `/api/rules/categories/${encodeURIComponent(major ?? '')}`);
  expect(minors.body).toContain(minor);
  await expect(card).toContainText('5점');
  await expect(card).toContainText('3분');
  await expect(card).toContainText('3세트');

  // The confirm step.
  await wizardNext(page).click();
  await onStep(page, '이제 이 규칙으로 겨뤄 볼까요?');
  await expect(page.getByText(`'${title}' 규칙이 등록됐어요.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '다른 규칙 보기' }).click();
  await expect(page).toHaveURL(/\/rules$/);

  // 초성 search: the consonants of the title find the rule.
  const choseong = getChoseong(title).replace(/\s+/g, '');
  expect(choseong).toMatch(/^[ㄱ-ㅎ]{2,}$/);
  await page.getByRole('searchbox', { name: '규칙 검색' }).fill(choseong);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(choseong)}`));
  const result = page.getByRole('article', { name: title });
  await expect(result).toBeVisible();
  await result.getByRole('button').click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByRole('region', { name: '반칙' })).toContainText('선을 넘어 던지면 반칙이에요.');
  await expect(detail.getByRole('region', { name: '판정 방식' })).toContainText(
    '판정은 두 선수의 상호 합의로 정해요.',
  );
});

test('the creator requests an edit, the admin approves it in the comparison modal, and the rule shows it', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, the edit wizard and the review
  await signUpPlayer(page, '고치는사람');
  const rule = await createRule(page);
  const newPreparation = '종이컵 30개씩, 평평한 탁자 하나와 초시계';

  // The creator edits one text through the same steps, prefilled.
  await page.goto('/rules/my-rules');
  await page
    .getByRole('article', { name: rule.ruleTitle })
    .getByRole('link', { name: `수정하기, ${rule.ruleTitle}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/rules/edit/${rule.id}(\\?step=4)?$`));
  await onStep(page, '이름과 카테고리를 확인해 주세요');
  await expect(page.getByRole('textbox', { name: '규칙 이름' })).toHaveValue(rule.ruleTitle);
  const steps = [
    '어떤 경기인지 설명해 주세요',
    '점수는 어떻게 얻나요?',
    '무엇을 준비해야 하나요?',
    '경기는 어떤 순서로 진행되나요?',
    '판정은 어떻게 하나요?',
    '어떤 행동이 반칙인가요?',
    '더 알려 줄 것이 있나요?',
    '몇 점, 몇 분 경기인가요?',
    '몇 세트로 겨룰까요?',
    '세트는 어떻게 끝나나요?',
  ];
  for (const heading of steps) {
    await wizardNext(page).click();
    await onStep(page, heading);
    if (heading === '무엇을 준비해야 하나요?') {
      const preparation = page.getByRole('textbox', { name: '경기 준비사항' });
      await expect(preparation).toHaveValue('종이컵 20개씩, 평평한 탁자 하나');
      await preparation.fill(newPreparation);
    }
  }
  await expect(page.getByRole('radio', { name: /^시간이 끝났을 때 점수가 높으면 세트 승리/ })).toBeChecked();
  await wizardNext(page, '수정 요청 보내기').click();
  await onStep(page, '수정 요청을 보냈어요');
  const pending = await apiAs<Rule>(page, `/api/rules/${rule.id}`);
  expect(pending.body.editRequestStatus).toBe('PENDING');
  const editRequestId = pending.body.editRequestId;
  expect(editRequestId).toEqual(expect.any(Number));

  // The admin, on another phone, compares and approves.
  const adminPhone = await browser.newContext(PHONE);
  try {
    const admin = await adminPhone.newPage();
    await signInAsDemoAdmin(admin);
    const card = await openRequestAsAdmin(admin, editRequestId!, rule.ruleTitle);
    await card.getByRole('button', { name: `${rule.ruleTitle} 수정 내용 비교` }).click();
    const compare = admin.getByRole('dialog', { name: '수정 내용 비교' });
    await expect(compare.getByText(/개 항목 중 1개가 바뀌었어요\.$/)).toBeVisible();
    const changed = compare.getByRole('term').filter({ hasText: '변경됨' });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('경기 준비사항');
    await expect(compare).toContainText(newPreparation);
    await compare.getByRole('button', { name: '승인', exact: true }).click();
    const confirm = admin.getByRole('alertdialog', { name: '수정 요청을 승인할까요?' });
    await confirm.getByRole('button', { name: '승인', exact: true }).click();
    await expect(admin.getByText('수정 요청이 승인되었습니다.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(compare).toBeHidden();
  } finally {
    await adminPhone.close();
  }

  // The creator is told, and the notification opens the rule: the approved text is there.
  const told = await apiAs<{ type: string; title: string; url: string }[]>(page, '/api/notifications');
  const approvedNote = told.body.find((note) => note.type === 'RULE');
  expect(approvedNote).toMatchObject({
    title: '규칙 수정 요청이 승인됐어요',
    url: `/rules?ruleId=${rule.id}`,
  });
  await page.goto(approvedNote!.url);
  const detail = page.getByRole('dialog', { name: rule.ruleTitle });
  await expect(detail.getByRole('region', { name: '준비사항' })).toContainText(newPreparation);
  await page.goto('/rules/my-rules');
  const mine = page.getByRole('article', { name: rule.ruleTitle });
  await expect(mine).toContainText('반영 완료');
  // Issue 16 item 21: an approved rule can be edited again (the next request starts from version 2).
  await mine.getByRole('link', { name: `수정하기, ${rule.ruleTitle}` }).click();
  await onStep(page, '이름과 카테고리를 확인해 주세요');
  await wizardNext(page).click();
  await onStep(page, '어떤 경기인지 설명해 주세요');
  await wizardNext(page).click();
  await onStep(page, '점수는 어떻게 얻나요?');
  await wizardNext(page).click();
  await onStep(page, '무엇을 준비해야 하나요?');
  await expect(page.getByRole('textbox', { name: '경기 준비사항' })).toHaveValue(newPreparation);
});

test("a rejection and its reason show in the creator's my rules, under 거절됨", async ({ page, browser }) => {
  test.slow();
  await signUpPlayer(page, '거절될사람');
  const word = nonceWords();
  const rule = await createRule(page, word);
  // The request itself is the previous journey's; here it only has to exist.
  const requested = await postAs<{ id: number }>(page, '/api/rules/edit-requests', {
    ...ruleForm(word),
    duration: 30,
    ruleTitle: rule.ruleTitle,
    majorCategory: rule.majorCategory,
    minorCategory: rule.minorCategory,
    originalRuleId: rule.id,
  });
  expect(requested.status).toBe(201);
  const editRequestId = requested.body.id;
  const reason = '시간을 줄이면 탑을 쌓기 어려워요. 1분으로 두어 주세요.';

  const adminPhone = await browser.newContext(PHONE);
  try {
    const admin = await adminPhone.newPage();
    await signInAsDemoAdmin(admin);
    const card = await openRequestAsAdmin(admin, editRequestId, rule.ruleTitle);
    await card.getByRole('button', { name: `거절, ${rule.ruleTitle}` }).click();
    const dialog = admin.getByRole('dialog', { name: '수정 요청 거절' });
    // A reason is required.
    await dialog.getByRole('button', { name: '거절', exact: true }).click();
    await expect(dialog.getByText('거절 사유를 입력해 주세요.')).toBeVisible();
    await dialog.getByRole('textbox', { name: '거절 사유' }).fill(reason);
    await dialog.getByRole('button', { name: '거절', exact: true }).click();
    await expect(admin.getByText('수정 요청이 거절되었습니다.')).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await adminPhone.close();
  }

  await page.goto('/rules/my-rules');
  await page.getByRole('tab', { name: '거절됨' }).click();
  await expect(page).toHaveURL(/status=REJECTED/);
  const mine = page.getByRole('article', { name: rule.ruleTitle });
  await expect(mine).toContainText('거절됨');
  await expect(mine).toContainText(`거절 사유 ${reason}`);
  // After a rejection the creator may try again.
  await expect(mine.getByRole('link', { name: `수정하기, ${rule.ruleTitle}` })).toBeVisible();
});

test("the phone's back steps back through the rule wizard with the draft kept, and leaves from the first step", async ({
  page,
}) => {
  test.slow(); // a sign-up through every onboarding step first
  await signUpPlayer(page, '뒤로가는사람');
  await page.goto('/rules');
  await page.getByRole('link', { name: '규칙 만들기' }).first().click();
  await onStep(page, '어떤 운동을 바탕으로 만들까요?');
  await page.getByRole('radio', { name: '직접 만들기' }).check();
  await wizardNext(page).click();
  await onStep(page, '어떤 경기인지 설명해 주세요');
  const goal = '양말 공 던지기. 바구니에 양말 공을 먼저 세 개 넣으면 이겨요.';
  await page.getByRole('textbox', { name: '경기 설명' }).fill(goal);
  await wizardNext(page).click();
  await onStep(page, '점수는 어떻게 얻나요?');
  await expect(page).toHaveURL(/\/rules\/create\?step=6$/);

  await page.goBack();
  await onStep(page, '어떤 경기인지 설명해 주세요');
  await expect(page.getByRole('textbox', { name: '경기 설명' })).toHaveValue(goal);
  await page.goBack();
  await onStep(page, '어떤 운동을 바탕으로 만들까요?');
  await page.goBack();
  await expect(page).toHaveURL(/\/rules$/);
  // The draft stays on this phone: opening the wizard again continues it.
  await page.getByRole('link', { name: '규칙 만들기' }).first().click();
  await onStep(page, '어떤 운동을 바탕으로 만들까요?');
  await wizardNext(page).click();
  await expect(page.getByRole('textbox', { name: '경기 설명' })).toHaveValue(goal);
});

test("a rule's detail from /rules offers '이 규칙으로 경기 만들기', which opens game creation with it", async ({
  page,
}) => {
  test.slow(); // a sign-up through every onboarding step first
  await signUpPlayer(page, '경기열사람');
  const word = nonceWords();
  const rule = await createRule(page, word);
  await page.goto('/rules');
  // Generated titles repeat across runs; the nonce words in the goal find this run's rule.
  await page.getByRole('searchbox', { name: '규칙 검색' }).fill(word);
  await page.getByRole('article', { name: rule.ruleTitle }).getByRole('button').click();
  const detail = page.getByRole('dialog', { name: rule.ruleTitle });
  const make = detail.getByRole('link', { name: '이 규칙으로 경기 만들기' });
  await expect(make).toBeVisible();
  await make.click();
  await expect(page).toHaveURL(new RegExp(`/create-game\\?ruleId=${rule.id}`));
  await expect(page.getByRole('heading', { level: 1, name: '누구와 겨룰까요?' })).toBeVisible();
  // Back returns to the rules, not into the closed dialog.
  await page.goBack();
  await expect(page).toHaveURL(/\/rules/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

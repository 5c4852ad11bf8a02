import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, newProfile, renderApp, session } from '@/test/render-app';
import { writeDraft, EMPTY_DRAFT } from './onboarding-draft';

const notOnboarded = () => json(200, session({ nickname: null, onboarded: false }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('onboarding', () => {
  it('walks from the terms to the age step, sending username and nickname together', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': notOnboarded,
      'GET /api/user-profile/my/profile': () => json(200, newProfile()),
      'POST /api/auth/check-username': () => json(200, { exists: false }),
      'POST /api/auth/complete': ({ body }) => {
        sent.push(body);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/onboarding', { token: 'new-user' });
    const user = userEvent.setup();

    await heading('한판에 오신 걸 환영해요');
    expect(screen.getByRole('button', { name: '이전 단계' })).toHaveProperty('disabled', true);
    const start = screen.getByRole('button', { name: '동의하고 시작하기' });
    await user.click(screen.getByRole('checkbox', { name: '이용약관 동의 (필수)' }));
    expect(start).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: '개인정보처리방침 동의 (필수)' }));
    await user.click(start);

    await heading('사용할 아이디를 정해 주세요');
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'minjun{Enter}');
    await screen.findByText('사용 가능한 아이디예요.');
    await user.click(screen.getByRole('button', { name: '다음' }));

    await heading('어떻게 불러드릴까요?');
    const nickname = screen.getByRole('textbox', { name: '닉네임' });
    expect(nickname).toHaveProperty('value', '카카오민준');
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('닉네임을 입력해 주세요.');
    await user.type(nickname, '민준{Enter}');

    await heading('나이를 알려 주세요');
    expect(sent).toEqual([{ username: 'minjun', nickname: '민준' }]);

    await user.click(screen.getByRole('button', { name: '이전 단계' }));
    await heading('어떻게 불러드릴까요?');
  });

  it('checks the age and the gender before saving each of them', async () => {
    const saved: Array<Record<string, FormDataEntryValue>> = [];
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () =>
        json(200, newProfile({ username: 'minjun', onboardingStep: 3 })),
      'PATCH /api/user-profile/save': ({ body }) => {
        saved.push(Object.fromEntries((body as FormData).entries()));
        return json(200, newProfile({ username: 'minjun', onboardingStep: 4 }));
      },
    });
    renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await heading('나이를 알려 주세요');
    const age = screen.getByRole('textbox', { name: '나이' });
    await user.type(age, '200{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('나이는 14~150 사이로 입력해 주세요');
    expect(saved).toEqual([]);
    await user.clear(age);
    await user.type(age, '27{Enter}');

    await heading('성별을 선택해 주세요');
    expect(saved).toEqual([{ age: '27' }]);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('성별을 선택해 주세요.');
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await heading('주로 어디에서 활동하세요?');
    expect(saved).toEqual([{ age: '27' }, { gender: 'F' }]);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('지역을 선택해 주세요.');
  });

  it('judges the age only on next, focuses it, then clears the error as soon as it is valid', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () =>
        json(200, newProfile({ username: 'minjun', onboardingStep: 3 })),
    });
    renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await heading('나이를 알려 주세요');
    const age = screen.getByRole('textbox', { name: '나이' });
    await user.type(age, '2');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull(); // no error before the first next

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('만 14세 이상만 가입할 수 있어요');
    expect(document.activeElement).toBe(age);
    expect(age.getAttribute('aria-invalid')).toBe('true');

    await user.type(age, '7');
    expect(screen.queryByRole('alert')).toBeNull(); // 27: valid, gone while typing
    await user.type(age, '{Backspace}{Backspace}200');
    expect(screen.getByRole('alert').textContent).toBe('나이는 14~150 사이로 입력해 주세요');
  });

  it('asks a player whose age was forgotten only for the age, then finishes', async () => {
    const saved: Array<Record<string, FormDataEntryValue>> = [];
    const asked = myProfile({ age: null, affiliation: '클럽', onboardingStep: 3 });
    mockApi({
      'GET /api/auth/session': () => json(200, session({ onboarded: false })),
      'GET /api/user-profile/my/profile': () => json(200, asked),
      'PATCH /api/user-profile/save': ({ body }) => {
        saved.push(Object.fromEntries((body as FormData).entries()));
        return json(200, { ...asked, age: 15, onboardingStep: 9 });
      },
    });
    renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await heading('나이를 알려 주세요');
    await user.type(screen.getByRole('textbox', { name: '나이' }), '13{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('만 14세 이상만 가입할 수 있어요');
    await user.clear(screen.getByRole('textbox', { name: '나이' }));
    await user.type(screen.getByRole('textbox', { name: '나이' }), '15{Enter}');

    await heading('민준님, 준비가 끝났어요!');
    expect(saved).toEqual([{ age: '15' }]);
  });

  it('shows the terms again after a reload until they were accepted on this device', async () => {
    mockApi({
      'GET /api/auth/session': notOnboarded,
      'GET /api/user-profile/my/profile': () => json(200, newProfile()),
    });
    const first = renderApp('/onboarding', { token: 't' });
    await heading('한판에 오신 걸 환영해요');
    first.unmount();

    writeDraft(1, { ...EMPTY_DRAFT, termsAccepted: true, username: 'minjun' });
    renderApp('/onboarding', { token: 't' });
    await heading('사용할 아이디를 정해 주세요');
    expect(screen.getByRole('textbox', { name: '아이디' })).toHaveProperty('value', 'minjun');
  });

  it('resumes at the photo and saves it with the bio and affiliation kept on the device', async () => {
    let sent: FormData | null = null;
    writeDraft(1, {
      ...EMPTY_DRAFT,
      termsAccepted: true,
      bio: '주말마다 배드민턴 쳐요',
      affiliation: '한판 클럽',
      furthestStep: 8,
    });
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () =>
        json(
          200,
          newProfile({
            username: 'minjun',
            nickname: '민준',
            age: 27,
            gender: 'M',
            region: '서울 강남구',
            onboardingStep: 6,
          }),
        ),
      'PATCH /api/user-profile/save': ({ body }) => {
        sent = body as FormData;
        return json(200, myProfile());
      },
    });
    const { router } = renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await heading('프로필 사진을 올려 주세요');
    const next = screen.getByRole('button', { name: '다음' });
    expect(next).toHaveProperty('disabled', true);
    await user.upload(
      screen.getByLabelText('사진 선택'),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    await user.click(next);

    await heading('민준님, 준비가 끝났어요!');
    expect(sent).not.toBeNull();
    const form = sent as unknown as FormData;
    expect((form.get('profile_picture') as File).name).toBe('me.jpg');
    expect(form.get('bio')).toBe('주말마다 배드민턴 쳐요');
    expect(form.get('affiliation')).toBe('한판 클럽');
    expect(localStorage.getItem('onboardingDraft:1')).toBeNull();
    expect(screen.getByRole('button', { name: '이전 단계' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '홈으로' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The feed's screen is a lazy chunk: end once it is drawn (its onboarding slides), not while it
    // still loads (vitest reports an import after teardown as an error).
    expect(await screen.findByRole('button', { name: '건너뛰기' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('refuses a photo over 10 MB', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () =>
        json(200, newProfile({ username: 'minjun', onboardingStep: 8 })),
    });
    renderApp('/onboarding', { token: 't' });
    const user = userEvent.setup();

    await heading('프로필 사진을 올려 주세요');
    const big = new File([new Uint8Array(10_485_761)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('사진 선택'), big);
    expect((await screen.findByRole('alert')).textContent).toBe('파일은 10MB 이하여야 해요.');
    expect(screen.getByRole('button', { name: '다음' })).toHaveProperty('disabled', true);
  });

  it('sends a signed-in player without a username from / to onboarding', async () => {
    mockApi({
      'GET /api/auth/session': notOnboarded,
      'GET /api/user-profile/my/profile': () => json(200, newProfile()),
    });
    const { router } = renderApp('/', { token: 't' });
    await heading('한판에 오신 걸 환영해요');
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('takes a group account from the nickname straight to the region (no age or gender), and back', async () => {
    mockApi({
      'GET /api/auth/session': notOnboarded,
      'GET /api/user-profile/my/profile': () =>
        json(200, newProfile({ username: 'club', isGroupAccount: true, onboardingStep: 2 })),
      'PATCH /api/user-profile/save': () =>
        json(
          200,
          newProfile({ username: 'club', nickname: '한판클럽', isGroupAccount: true, onboardingStep: 5 }),
        ),
    });
    writeDraft(1, { ...EMPTY_DRAFT, termsAccepted: true, furthestStep: 2 });
    renderApp('/onboarding', { token: 'group' });
    const user = userEvent.setup();

    await heading('어떻게 불러드릴까요?');
    const progress = screen.getByRole('progressbar', { name: '가입 진행 단계' });
    expect(progress.getAttribute('aria-valuetext')).toBe('전체 8단계 중 3단계');
    const nickname = screen.getByRole('textbox', { name: '닉네임' });
    await user.clear(nickname);
    await user.type(nickname, '한판클럽{Enter}');
    await heading('주로 어디에서 활동하세요?');
    expect(screen.queryByText('나이를 알려 주세요')).toBeNull();
    await user.click(screen.getByRole('button', { name: '이전 단계' }));
    await heading('어떻게 불러드릴까요?');
  });
});

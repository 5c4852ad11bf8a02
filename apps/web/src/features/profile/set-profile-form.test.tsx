import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';

function renderSetProfile(profile = myProfile(), path = '/set-profile') {
  const saved: FormData[] = [];
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/my/profile': () => json(200, profile),
    'PATCH /api/user-profile/save': ({ body }) => {
      saved.push(body as FormData);
      return json(200, profile);
    },
  });
  const view = renderApp(path, { token: 't' });
  return { ...view, saved };
}

const saveButton = () => screen.queryByRole('button', { name: '저장하기' });

describe('profile settings', () => {
  it('shows the save bar only while something differs from the saved profile', async () => {
    renderSetProfile();
    const user = userEvent.setup();
    const bio = await screen.findByRole('textbox', { name: '자기소개' });
    expect(saveButton()).toBeNull();

    await user.type(bio, '!');
    expect(saveButton()).not.toBeNull();
    await user.type(bio, '{Backspace}');
    expect(saveButton()).toBeNull();

    // Surrounding spaces are not a change.
    await user.type(bio, '   ');
    expect(saveButton()).toBeNull();
  });

  it('judges a change only on save, then live while typing, and saves only a valid change', async () => {
    const { saved } = renderSetProfile();
    const user = userEvent.setup();
    const nickname = await screen.findByRole('textbox', { name: '닉네임' });

    await user.clear(nickname);
    await user.type(nickname, '아주아주긴닉네임임');
    await user.tab(); // leaving the field judges nothing either
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(saveButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe('닉네임은 8자까지 쓸 수 있어요');
    expect(document.activeElement).toBe(nickname);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);

    await user.type(nickname, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull(); // 8 characters: valid, the error left at once

    const age = screen.getByRole('textbox', { name: '나이' });
    await user.clear(age);
    await user.type(age, '151'); // after the first save the form judges as the player types
    expect(screen.getByText('나이는 14~150 사이로 입력해 주세요')).toBeTruthy();
    await user.click(saveButton()!);
    expect(document.activeElement).toBe(age);
    expect(saved).toEqual([]);

    await user.clear(age); // an empty age is allowed in settings
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server refusal on the field it concerns until that field changes', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'PATCH /api/user-profile/save': () =>
        json(400, { error: { code: 'validation_error', message: '사용할 수 없는 닉네임이에요.' } }),
    });
    renderApp('/set-profile', { token: 't' });
    const user = userEvent.setup();
    const nickname = await screen.findByRole('textbox', { name: '닉네임' });

    await user.clear(nickname);
    await user.type(nickname, '운영자');
    await user.click(saveButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe('사용할 수 없는 닉네임이에요.');
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    await user.type(nickname, '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the district after a new province', async () => {
    const { saved } = renderSetProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^시\/도/ }));
    await user.click(await screen.findByRole('button', { name: '부산' }));
    await user.keyboard('{Escape}');

    await user.click(saveButton()!);
    expect(await screen.findByText('시/군/구까지 선택해 주세요.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('sends only the changed fields, then shows the own profile with a toast', async () => {
    const { saved, router } = renderSetProfile();
    const user = userEvent.setup();
    const affiliation = await screen.findByRole('textbox', { name: '소속' });

    await user.type(affiliation, '한판 배드민턴 클럽');
    await user.click(screen.getByRole('radio', { name: '기타' }));
    await user.click(saveButton()!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/0'));
    expect(Object.fromEntries(saved[0]!.entries())).toEqual({
      gender: 'O',
      affiliation: '한판 배드민턴 클럽',
    });
    expect(await screen.findByText('프로필이 저장되었어요')).toBeTruthy();
  });

  it('deletes the picture with profile_picture=null, and can take the deletion back', async () => {
    const { saved } = renderSetProfile();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '사진 삭제' }));
    expect(screen.getByText('저장하면 사진이 삭제돼요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '사진 삭제' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '삭제 취소' }));
    expect(saveButton()).toBeNull();

    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    await user.click(saveButton()!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(saved[0]!.entries())).toEqual({ profile_picture: 'null' });
  });

  it('uploads a new picture as a file; removing it again leaves nothing to save', async () => {
    const { saved } = renderSetProfile(myProfile({ profilePicture: null, profilePictureThumbnail: null }));
    const user = userEvent.setup();
    const photo = new File(['jpeg'], 'new.jpg', { type: 'image/jpeg' });

    await user.upload(await screen.findByLabelText('사진 변경'), photo);
    expect(await screen.findByText('저장하면 새 사진으로 바뀌어요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(saveButton()).toBeNull();

    await user.upload(screen.getByLabelText('사진 변경'), photo);
    await user.click((await screen.findByRole('button', { name: '저장하기' }))!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0]!.get('profile_picture') as File).name).toBe('new.jpg');
  });

  it('welcomes a first-time player with init=1 and remembers a skip', async () => {
    const { router } = renderSetProfile(myProfile(), '/set-profile?init=1');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: '환영해요! 프로필을 채워볼까요?' })).toBeTruthy();
    expect(screen.getByText('선택 사항이에요. 나중에 해도 괜찮아요.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /근처에서 함께 경기하고 소식을 받아볼게요/ }));
    expect(localStorage.getItem('nearbyNewsOptIn')).toBe('1');
    await user.click(screen.getByRole('link', { name: '건너뛰고 경기 둘러보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-list'));
    expect(localStorage.getItem('setProfileInitDone')).toBe('1');
  });

  it('sends init=1 to / when the first-time setup was already done on this device', async () => {
    localStorage.setItem('setProfileInitDone', '1');
    const { router } = renderSetProfile(myProfile(), '/set-profile?init=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The feed's screen is a lazy chunk: the test ends once it is drawn (its onboarding slides),
    // not while it still loads (vitest reports an import after teardown as an error).
    expect(await screen.findByRole('button', { name: '건너뛰기' }, { timeout: 10_000 })).toBeTruthy();
  });
});

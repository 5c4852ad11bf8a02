import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { APP_ONBOARDING_SLIDES, AppOnboarding, isAppOnboardingDone } from './app-onboarding';
import { FeedHint, isFeedHintSeen } from './feed-hint';

/** A page whose 열기 button shows the overlay, as the feed shows it on /; `onDone` closes it. */
function renderOverlay(which: 'app' | 'hint') {
  const onDone = vi.fn();
  function Page() {
    const [open, setOpen] = useState(false);
    const done = () => {
      onDone();
      setOpen(false);
    };
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          열기
        </button>
        {open ? which === 'app' ? <AppOnboarding onDone={done} /> : <FeedHint onDone={done} /> : null}
      </>
    );
  }
  render(<Page />);
  return { onDone, user: userEvent.setup() };
}

async function openOnboarding() {
  const rendered = renderOverlay('app');
  await rendered.user.click(screen.getByRole('button', { name: '열기' }));
  const dialog = await screen.findByRole('dialog', { name: '한판 소개' });
  return { ...rendered, dialog };
}

/** The one slide a player sees (the others are hidden from the accessibility tree too). */
const visibleSlideTitle = (dialog: HTMLElement) =>
  within(dialog).getByRole('heading', { level: 3 }).textContent;

describe('AppOnboarding', () => {
  it('walks the four slides with 다음, ends with 시작하기 and is remembered on the device', async () => {
    expect(isAppOnboardingDone()).toBe(false);
    const { dialog, user, onDone } = await openOnboarding();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(APP_ONBOARDING_SLIDES).toHaveLength(4);
    const titles = [visibleSlideTitle(dialog)];
    for (let turn = 0; turn < 3; turn++) {
      await user.click(within(dialog).getByRole('button', { name: '다음' }));
      titles.push(visibleSlideTitle(dialog));
    }
    expect(titles).toEqual([
      '나만의 규칙을 만들어요',
      '가까운 경기를 찾아요',
      '두 폰으로 함께 점수를 매겨요',
      '결과는 피드와 랭킹에',
    ]);
    // The last slide says what the slide is, for a screen reader whose focus stayed on the button.
    expect(dialog.textContent).toContain('4장 중 4번째: 결과는 피드와 랭킹에.');
    expect(within(dialog).queryByRole('button', { name: '다음' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '시작하기' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(isAppOnboardingDone()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends at once with 건너뛰기, remembered like a finished one', async () => {
    const { dialog, user, onDone } = await openOnboarding();
    await user.click(within(dialog).getByRole('button', { name: '건너뛰기' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(isAppOnboardingDone()).toBe(true);
  });

  it('skips on Escape', async () => {
    const { user, onDone } = await openOnboarding();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledOnce();
    expect(isAppOnboardingDone()).toBe(true);
  });

  it('moves focus to 다음, keeps it inside, and gives it back to where it was when it closes', async () => {
    const { dialog, user } = await openOnboarding();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '다음' })),
    );
    // Tab goes round the dialog's own buttons, never to the page behind it.
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '건너뛰기' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '열기' })));
  });

  it('turns the slides with a horizontal swipe, not with a vertical one', async () => {
    const { dialog } = await openOnboarding();
    // jsdom has no PointerEvent: a mouse event carries the same coordinates.
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent(dialog, new MouseEvent('pointerdown', { bubbles: true, clientX: from[0], clientY: from[1] }));
      fireEvent(dialog, new MouseEvent('pointerup', { bubbles: true, clientX: to[0], clientY: to[1] }));
    };
    swipe([300, 400], [100, 410]);
    expect(visibleSlideTitle(dialog)).toBe('가까운 경기를 찾아요');
    swipe([200, 600], [190, 200]);
    expect(visibleSlideTitle(dialog)).toBe('가까운 경기를 찾아요');
    swipe([100, 400], [300, 400]);
    expect(visibleSlideTitle(dialog)).toBe('나만의 규칙을 만들어요');
    // Before the first slide there is nothing: it stays.
    swipe([100, 400], [300, 400]);
    expect(visibleSlideTitle(dialog)).toBe('나만의 규칙을 만들어요');
    expect(isAppOnboardingDone()).toBe(false);
  });

  it('forgets nothing it did not finish: closing the page mid-way shows it again', async () => {
    const { dialog, user } = await openOnboarding();
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(isAppOnboardingDone()).toBe(false);
  });
});

describe('FeedHint', () => {
  async function openHint() {
    const rendered = renderOverlay('hint');
    await rendered.user.click(screen.getByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: '피드는 이렇게 봐요' });
    return { ...rendered, dialog };
  }

  it('explains swiping between 경기 and pages, double tap and long press', async () => {
    const { dialog } = await openHint();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /다른 경기로 넘어가요.*사진, 경기 정보, 랭킹.*두 번 톡톡.*길게 누르기/,
    );
  });

  it('closes on a tap anywhere, once, and is remembered on the device', async () => {
    expect(isFeedHintSeen()).toBe(false);
    const { dialog, user, onDone } = await openHint();
    await user.click(within(dialog).getByText('좋아요를 눌러요'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(isFeedHintSeen()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with 확인했어요 from the keyboard and gives focus back', async () => {
    const { dialog, user, onDone } = await openHint();
    const ok = within(dialog).getByRole('button', { name: '확인했어요' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    await user.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledOnce();
    expect(isFeedHintSeen()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '열기' })));
  });

  it('closes on Escape', async () => {
    const { user, onDone } = await openHint();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledOnce();
    expect(isFeedHintSeen()).toBe(true);
  });
});

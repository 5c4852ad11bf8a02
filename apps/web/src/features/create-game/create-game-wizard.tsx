import type { Rule } from '@hanpan/core';
import { useCanGoBack, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { WizardHeader } from '@/features/rule-wizard';
import { PlaceNotFoundDialog } from '@/features/places';
import { isApiError } from '@/lib/api-client';
import { ScreenBody } from '@/ui/safe-area';
import { useCreateGame } from '@/features/games';
import { MY_GAMES_HREF, PICK_RULE_HREF } from './create-game-paths';
import {
  CREATE_GAME_STEPS,
  EMPTY_DRAFT,
  createGamePayload,
  type CreateGameDraft,
  type CreateGameStep,
} from './create-game-draft';
import { DoneStep } from './done-step';
import { OpponentStep } from './opponent-step';
import { PlaceStep } from './place-step';
import { TimeStep } from './time-step';

const TITLE = '경기 만들기';

/** Refusals that concern the invited friend: the player picks again on step 3. */
const FRIEND_CODES = new Set(['not_friends', 'user_not_found', 'user_blocked', 'cannot_invite_self']);

/** The wizard's frame: the header with back, 'n / 6' and the progress bar (step/6), then the step. */
export function CreateGameFrame({
  step,
  onBack,
  children,
}: {
  step: CreateGameStep;
  /** null: no way back (after the game was made). */
  onBack: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <>
      <WizardHeader
        title={TITLE}
        position={step - 1}
        count={CREATE_GAME_STEPS}
        backLabel={onBack ? (step === 1 ? '나가기' : '이전 단계로') : null}
        onBack={() => onBack?.()}
        onStartOver={null}
      />
      <ScreenBody>{children}</ScreenBody>
    </>
  );
}

/** Leaves the wizard: back where the player came from, else to /game. */
export function useLeave() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () =>
    canGoBack ? router.history.back() : void router.navigate({ href: MY_GAMES_HREF, replace: true });
}

type WizardStep = 3 | 4 | 5 | 6;

/**
 * The step is in the address (`&step=`), one history entry per step, so the phone's back button
 * steps back through the wizard — the draft stays, it is the wizard's state — instead of leaving
 * it. A step further than this visit has reached (a reload, which loses the draft) reads as 3.
 */
function useStepInAddress(
  ruleId: number,
): [WizardStep, (next: WizardStep, options?: { replace?: boolean }) => Promise<void>] {
  const router = useRouter();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const [reached, setReached] = useState<WizardStep>(3);
  const asked = Number(search.step);
  const step: WizardStep =
    (asked === 4 || asked === 5 || asked === 6) && asked <= reached ? (asked as WizardStep) : 3;
  const goTo = async (next: WizardStep, { replace = false } = {}) => {
    setReached((current) => (next > current ? next : current));
    await router.navigate({ href: `/create-game?ruleId=${ruleId}&step=${next}`, replace });
    window.scrollTo(0, 0);
  };
  return [step, goTo];
}

/**
 * Steps 3–6 once the rule is known (spec §2 Game creation): opponent, place, time, done. The
 * draft lives here and survives a failed submit; a refusal takes the player to the step it
 * concerns (an unmappable place to the place step with '장소를 찾을 수 없습니다', a friend who can
 * no longer be invited to the opponent step).
 */
export function CreateGameWizard({ rule }: { rule: Rule }) {
  const router = useRouter();
  const [step, goTo] = useStepInAddress(rule.id);
  const [draft, setDraft] = useState<CreateGameDraft>(EMPTY_DRAFT);
  const [random, setRandom] = useState(false);
  const [friendError, setFriendError] = useState<string | null>(null);
  const [placeNotFound, setPlaceNotFound] = useState(false);
  const create = useCreateGame();

  const update = (change: Partial<CreateGameDraft>) => setDraft((current) => ({ ...current, ...change }));

  // The phone's back after the game was made must not walk into the wizard again (a second game).
  const [doneShown, setDoneShown] = useState(false);
  if (step === 6 && !doneShown) setDoneShown(true);
  useEffect(() => {
    if (doneShown && step !== 6) void router.navigate({ href: MY_GAMES_HREF, replace: true });
  }, [doneShown, step, router]);

  const back = () => {
    if (step === 3) void router.navigate({ href: PICK_RULE_HREF });
    else router.history.back();
  };

  const submit = async () => {
    try {
      await create.mutateAsync(createGamePayload(rule.id, draft));
      void goTo(6, { replace: true });
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'place_not_found') {
        update({ place: null });
        // The notice opens once the address says step 4: its back-closes entry then sits on it.
        await goTo(4, { replace: true });
        setPlaceNotFound(true);
        return;
      }
      if (isApiError(failure) && draft.friend && FRIEND_CODES.has(failure.code)) {
        setFriendError(`${draft.friend.nickname}님을 초대할 수 없어요. ${failure.message}`);
        update({ friend: null });
        setRandom(false);
        void goTo(3, { replace: true });
        return;
      }
      throw failure;
    }
  };

  let screen: ReactNode;
  if (step === 3)
    screen = (
      <OpponentStep
        rule={rule}
        friend={draft.friend}
        random={random}
        error={friendError}
        onFriend={(friend) => {
          setFriendError(null);
          setRandom(false);
          update({ friend });
          void goTo(4);
        }}
        onRandom={() => {
          setFriendError(null);
          setRandom(true);
          update({ friend: null });
          void goTo(4);
        }}
      />
    );
  else if (step === 4) screen = <PlaceStep draft={draft} update={update} onNext={() => void goTo(5)} />;
  else if (step === 5)
    screen = <TimeStep draft={draft} update={update} submitting={create.isPending} onSubmit={submit} />;
  else screen = <DoneStep rule={rule} draft={draft} />;

  return (
    <CreateGameFrame step={step} onBack={step === 6 || create.isPending ? null : back}>
      {/* key: each step starts with its title focused and its own state. */}
      <div key={step} className="flex flex-1 flex-col">
        {screen}
      </div>
      <PlaceNotFoundDialog open={placeNotFound} onClose={() => setPlaceNotFound(false)} />
    </CreateGameFrame>
  );
}

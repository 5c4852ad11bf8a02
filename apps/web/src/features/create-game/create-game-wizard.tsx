import type { Rule } from '@hanpan/core';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { WizardHeader } from '@/features/rule-wizard/wizard-header';
import { PlaceNotFoundDialog } from '@/features/places/place-not-found-dialog';
import { isApiError } from '@/lib/api-client';
import { ScreenBody } from '@/ui/safe-area';
import { useCreateGame } from './create-game.api';
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

/**
 * Steps 3–6 once the rule is known (spec §2 Game creation): opponent, place, time, done. The
 * draft lives here and survives a failed submit; a refusal takes the player to the step it
 * concerns (an unmappable place to the place step with '장소를 찾을 수 없습니다', a friend who can
 * no longer be invited to the opponent step).
 */
export function CreateGameWizard({ rule }: { rule: Rule }) {
  const router = useRouter();
  const [step, setStep] = useState<3 | 4 | 5 | 6>(3);
  const [draft, setDraft] = useState<CreateGameDraft>(EMPTY_DRAFT);
  const [random, setRandom] = useState(false);
  const [friendError, setFriendError] = useState<string | null>(null);
  const [placeNotFound, setPlaceNotFound] = useState(false);
  const create = useCreateGame();

  const update = (change: Partial<CreateGameDraft>) => setDraft((current) => ({ ...current, ...change }));
  const goTo = (next: 3 | 4 | 5 | 6) => {
    setStep(next);
    window.scrollTo(0, 0);
  };

  const back = () => {
    if (step === 3) void router.navigate({ href: PICK_RULE_HREF });
    else if (step === 4 || step === 5) goTo(step === 4 ? 3 : 4);
  };

  const submit = async () => {
    try {
      await create.mutateAsync(createGamePayload(rule.id, draft));
      goTo(6);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'place_not_found') {
        update({ place: null });
        goTo(4);
        setPlaceNotFound(true);
        return;
      }
      if (isApiError(failure) && draft.friend && FRIEND_CODES.has(failure.code)) {
        setFriendError(`${draft.friend.nickname}님을 초대할 수 없어요. ${failure.message}`);
        update({ friend: null });
        setRandom(false);
        goTo(3);
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
          goTo(4);
        }}
        onRandom={() => {
          setFriendError(null);
          setRandom(true);
          update({ friend: null });
          goTo(4);
        }}
      />
    );
  else if (step === 4) screen = <PlaceStep draft={draft} update={update} onNext={() => goTo(5)} />;
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

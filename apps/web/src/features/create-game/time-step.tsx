import { gameMessages } from '@hanpan/core';
import { useId, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { Switch } from '@/ui/switch';
import { TextField } from '@/ui/text-field';
import { localNow, matchDateError, type CreateGameDraft } from './create-game-draft';
import { StepLayout } from './step-layout';

const TIME_MESSAGES: readonly string[] = [gameMessages.matchDateFormat, gameMessages.matchDatePast];

/**
 * Step 5 (spec §2): the time (datetime-local, Korean time) or '시간 미정', with the note that it can
 * also be set at the start; its button creates the game. A past time is refused here and by the
 * server with the same words; any other failure stays above the button with 다시 시도, and the
 * draft is kept.
 */
export function TimeStep({
  draft,
  update,
  submitting,
  onSubmit,
}: {
  draft: CreateGameDraft;
  update: (change: Partial<CreateGameDraft>) => void;
  submitting: boolean;
  /** Resolves once created; rejects with what this step should show. */
  onSubmit: () => Promise<void>;
}) {
  const undecidedId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const values = { matchDate: draft.matchDate, timeUndecided: draft.timeUndecided };
  const form = useSubmitValidation(values, (current) => ({
    matchDate: matchDateError({ ...draft, ...current }),
  }));

  const submit = form.handleSubmit(() => {
    onSubmit().catch((failure: unknown) => {
      const message = isApiError(failure)
        ? failure.message
        : '경기를 만들지 못했어요. 잠시 후 다시 시도해 주세요.';
      form.setServerError(TIME_MESSAGES.includes(message) ? 'matchDate' : null, message);
    });
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-1 flex-col">
      <StepLayout
        title="언제 경기할까요?"
        description="시간은 경기를 시작할 때 정해도 돼요."
        error={
          form.formError
            ? {
                message: form.formError,
                action: (
                  <Button size="sm" variant="ghost" type="submit" disabled={submitting}>
                    다시 시도
                  </Button>
                ),
              }
            : null
        }
        actions={
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            경기 만들기
          </Button>
        }
      >
        <div className="flex items-center justify-between gap-3 rounded-xl bg-fill px-4 py-2">
          <div className="flex flex-col">
            <span id={undecidedId} className="text-body font-semibold text-ink">
              시간 미정
            </span>
            <span className="text-label text-ink-subtle">상대와 이야기해서 정해요</span>
          </div>
          <Switch
            checked={draft.timeUndecided}
            onCheckedChange={(timeUndecided) => update({ timeUndecided })}
            labelledBy={undecidedId}
          />
        </div>
        {draft.timeUndecided ? null : (
          <TextField
            label="경기 시간"
            type="datetime-local"
            min={localNow()}
            value={draft.matchDate}
            onChange={(event) => update({ matchDate: event.target.value })}
            error={form.error('matchDate')}
            hint="한국 시간 기준이에요."
          />
        )}
      </StepLayout>
    </form>
  );
}

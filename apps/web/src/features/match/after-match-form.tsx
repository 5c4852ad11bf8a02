import {
  countChars,
  REVIEW_TEXT_MAX,
  reviewMessages,
  RULE_RATING_COMMENT_MAX,
  ReviewBodySchema,
  RuleRatingBodySchema,
  type GameResult,
} from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { AppLink } from '@/ui/app-link';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button, buttonClasses } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { ChoiceGroup } from '@/ui/choice-group';
import { InlineAlert } from '@/ui/inline-alert';
import { Skeleton } from '@/ui/skeleton';
import { TextAreaField } from '@/ui/text-area-field';
import { useMyReviewState, useSubmitAfterMatch } from './match.api';

type Stars = '1' | '2' | '3' | '4' | '5';
const STARS: ReadonlyArray<{ value: Stars; label: string }> = (['1', '2', '3', '4', '5'] as const).map(
  (value) => ({ value, label: `${value}점` }),
);

interface Values {
  manner: Stars | null;
  performance: Stars | null;
  text: string;
  rating: Stars | null;
  comment: string;
}
type Field = keyof Values;

/** Where the player lands after the result page (spec §2 Result): their profile, this match. */
export const afterMatchPath = (gameId: number) => `/profile/0?id=${gameId}`;

/**
 * The result page's review of the other player and rating of the rule (issue 19 item 1; spec §3
 * Review, Rule rating, §5): manner and performance 1–5 both required, text optional up to 300;
 * the rule rating optional (1–5 and a comment). A part already sent is not asked again; an
 * abandoned match asks nothing. `media` is the media picker (result-media-picker.tsx), offered also once both are sent.
 */
export function AfterMatchForm({
  result,
  opponentNickname,
  media,
}: {
  result: GameResult;
  opponentNickname: string;
  media?: ReactNode;
}) {
  const gameId = result.gameSummary.id;
  const state = useMyReviewState(gameId);
  if (result.abandoned) {
    return <InlineAlert tone="info">기록 없이 끝난 경기라 후기와 규칙 평가를 남길 수 없어요.</InlineAlert>;
  }
  if (state.isError) {
    return (
      <InlineAlert
        action={
          <Button size="sm" variant="outline" onClick={() => void state.refetch()}>
            다시 시도
          </Button>
        }
      >
        후기를 남길 수 있는지 확인하지 못했어요.
      </InlineAlert>
    );
  }
  if (!state.data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (state.data.reviewed && state.data.ruleRated) {
    return (
      <>
        {media}
        <section
          aria-label="후기와 평가"
          className="flex flex-col gap-3 rounded-2xl bg-surface px-4 py-4 shadow-card"
        >
          <p className="text-body text-ink">이 경기의 후기와 규칙 평가를 이미 남겼어요.</p>
          <AppLink
            to={afterMatchPath(gameId)}
            className={buttonClasses({ variant: 'outline', fullWidth: true })}
          >
            내 프로필에서 보기
          </AppLink>
        </section>
      </>
    );
  }
  return (
    <ReviewForm
      gameId={gameId}
      ruleId={result.gameSummary.rule.id}
      opponentNickname={opponentNickname}
      askReview={!state.data.reviewed}
      askRating={!state.data.ruleRated}
      media={media}
    />
  );
}

function ReviewForm({
  gameId,
  ruleId,
  opponentNickname,
  askReview,
  askRating,
  media,
}: {
  gameId: number;
  ruleId: number;
  opponentNickname: string;
  askReview: boolean;
  askRating: boolean;
  media: ReactNode;
}) {
  const navigate = useNavigate();
  const submit = useSubmitAfterMatch(gameId);
  const [values, setValues] = useState<Values>({
    manner: null,
    performance: null,
    text: '',
    rating: null,
    comment: '',
  });
  const set = <F extends Field>(field: F, value: Values[F]) =>
    setValues((old) => ({ ...old, [field]: value }));
  const form = useSubmitValidation<Values, Field>(values, (v) => ({
    manner: askReview && v.manner === null ? reviewMessages.bothRequired : undefined,
    performance: askReview && v.performance === null ? reviewMessages.bothRequired : undefined,
    text: askReview ? schemaError(ReviewBodySchema.shape.text, v.text) : undefined,
    comment: askRating ? schemaError(RuleRatingBodySchema.shape.comment, v.comment) : undefined,
  }));

  const onValid = () => {
    submit.mutate(
      {
        review:
          askReview && values.manner && values.performance
            ? { manner: Number(values.manner), performance: Number(values.performance), text: values.text }
            : null,
        rating:
          askRating && values.rating
            ? {
                ruleId,
                body: { gameId, rating: Number(values.rating), comment: values.comment.trim() || null },
              }
            : null,
      },
      {
        onSuccess: () => void navigate({ href: afterMatchPath(gameId) }),
        onError: (failure) =>
          form.setServerError(
            null,
            isApiError(failure) ? failure.message : '보내지 못했어요. 다시 시도해 주세요.',
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      {askReview ? (
        <section
          aria-labelledby="review-title"
          className="flex flex-col gap-4 rounded-2xl bg-surface px-4 py-4 shadow-card"
        >
          <h2 id="review-title" className="text-title-sm text-ink">
            {opponentNickname}님과의 경기는 어땠나요?
          </h2>
          <ChoiceGroup
            legend="매너"
            options={STARS}
            value={values.manner}
            onChange={(value) => set('manner', value)}
            error={form.error('manner')}
          />
          <ChoiceGroup
            legend="실력"
            options={STARS}
            value={values.performance}
            onChange={(value) => set('performance', value)}
            error={form.error('performance')}
          />
          <TextAreaField
            label="후기 (선택)"
            value={values.text}
            onChange={(event) => set('text', event.target.value)}
            error={form.error('text')}
            counter={<CharCounter length={countChars(values.text)} max={REVIEW_TEXT_MAX} />}
            placeholder="상대에게 남기고 싶은 말을 적어 주세요."
          />
        </section>
      ) : null}

      {media}

      {askRating ? (
        <section
          aria-labelledby="rating-title"
          className="flex flex-col gap-4 rounded-2xl bg-surface px-4 py-4 shadow-card"
        >
          <h2 id="rating-title" className="text-title-sm text-ink">
            이 규칙은 어땠나요? <span className="text-body-sm text-ink-subtle">(선택)</span>
          </h2>
          <ChoiceGroup
            legend="규칙 점수"
            options={STARS}
            value={values.rating}
            onChange={(value) => set('rating', value)}
          />
          <TextAreaField
            label="규칙 한마디 (선택)"
            value={values.comment}
            onChange={(event) => set('comment', event.target.value)}
            error={form.error('comment')}
            counter={<CharCounter length={countChars(values.comment)} max={RULE_RATING_COMMENT_MAX} />}
          />
        </section>
      ) : null}

      {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
      <Button type="submit" fullWidth disabled={submit.isPending}>
        {submit.isPending ? '보내는 중…' : askReview ? '후기 남기기' : '평가 남기기'}
      </Button>
    </form>
  );
}

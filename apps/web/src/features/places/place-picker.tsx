import type { Place } from '@hanpan/core';
import { useState } from 'react';
import { TextField } from '@/ui/text-field';
import { ChosenPlaceCard } from './chosen-place-card';
import { EXTRA_DETAIL_MAX, isUnmappable } from './place-choice';
import { PlaceNotFoundDialog } from './place-not-found-dialog';
import { PlaceSearchField } from './place-search-field';

/**
 * Search, the chosen place's card with its clear button, and the optional detail (floor, court):
 * the body of the wizard's place step and of the place setup dialog. A place the server could not
 * tie to a district opens the not-found notice instead of being chosen.
 */
export function PlacePicker({
  place,
  detail,
  onPlaceChange,
  onDetailChange,
  autoFocus = false,
}: {
  place: Place | null;
  detail: string;
  onPlaceChange: (place: Place | null) => void;
  onDetailChange: (detail: string) => void;
  autoFocus?: boolean;
}) {
  const [notFound, setNotFound] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      {place ? (
        <ChosenPlaceCard place={place} onClear={() => onPlaceChange(null)} />
      ) : (
        <PlaceSearchField
          autoFocus={autoFocus}
          onSelect={(picked) => (isUnmappable(picked) ? setNotFound(true) : onPlaceChange(picked))}
        />
      )}
      <TextField
        label="상세 장소 (선택)"
        placeholder="예: 2층 3번 코트"
        hint="층이나 코트 번호처럼 만날 곳을 더 알려 주세요."
        maxLength={EXTRA_DETAIL_MAX}
        value={detail}
        onChange={(event) => onDetailChange(event.target.value)}
        autoComplete="off"
      />
      <PlaceNotFoundDialog open={notFound} onClose={() => setNotFound(false)} />
    </div>
  );
}

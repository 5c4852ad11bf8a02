import type { Place } from '@hanpan/core';
import { IconButton } from '@/ui/icon-button';
import { CloseIcon, MapPinIcon } from '@/ui/icons';
import { ApproximateMark } from './place-search-field';

/** The place the player picked: name, address and a clear button (spec §2 place step). */
export function ChosenPlaceCard({ place, onClear }: { place: Place; onClear: () => void }) {
  return (
    <article
      aria-label={`고른 장소: ${place.placeName}`}
      className="flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50/60 p-4"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-600"
      >
        <MapPinIcon size={22} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="break-words text-body font-semibold text-ink">{place.placeName}</p>
        <p className="break-words text-label text-ink-muted">{place.roadAddress ?? place.address}</p>
        {place.approximate ? (
          <p className="flex flex-wrap items-center gap-1.5 text-caption text-ink-subtle">
            <ApproximateMark />
            {/* There is no map here (issue 16 §25g): say what the approximate mark means instead. */}
            정확한 위치는 확인하지 못했어요. 주소를 확인하고 만날 곳은 상세 장소에 적어 주세요.
          </p>
        ) : null}
      </div>
      <IconButton
        label="고른 장소 지우기"
        icon={<CloseIcon size={20} />}
        onClick={onClear}
        className="-mr-2 -mt-2"
      />
    </article>
  );
}

import type { Place } from '@hanpan/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MapPinIcon, SearchIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { Tag } from '@/ui/tag';
import { fieldInputClasses } from '@/ui/text-field';
import { LoadFailed } from '@/ui/load-failed';
import { PLACE_QUERY_MAX, usePlaceSearch } from './places.api';

/** Typing pauses this long before a search goes out (spec §5 search debounce). */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/** The mark of a place shown at its district centre rather than its own spot. */
export function ApproximateMark() {
  return (
    <Tag tone="warning" className="shrink-0">
      대략적인 위치
    </Tag>
  );
}

/**
 * The places autocomplete (spec §2 place step and place setup dialog; Korea only): a search box
 * (combobox) whose suggestions, name and address, appear below it as the player types; arrow keys
 * move through them, Enter or a tap picks one. Empty, searching, no-result and failure states are
 * written out, the failure with 다시 시도.
 */
export function PlaceSearchField({
  onSelect,
  label = '장소 검색',
  autoFocus = false,
}: {
  onSelect: (place: Place) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [text, setText] = useState('');
  // The highlighted suggestion, for the list it was chosen in: a new answer starts unhighlighted.
  const [highlight, setHighlight] = useState<{ list: Place[] | null; index: number }>({
    list: null,
    index: -1,
  });
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch(debounced);
  const settled = debounced === typed;
  const results = typed !== '' && !search.isError ? (search.data ?? null) : null;

  const active = highlight.list === results ? highlight.index : -1;
  const setActive = (next: (index: number) => number) => setHighlight({ list: results, index: next(active) });

  const pick = (place: Place) => {
    onSelect(place);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results || results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape') {
      setActive(() => -1);
    }
  };

  const searching = typed !== '' && (!settled || search.isFetching || search.isPlaceholderData);
  const expanded = Boolean(results && results.length > 0);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-label font-semibold text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          size={20}
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-subtle"
        />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={PLACE_QUERY_MAX}
          placeholder="체육관 이름, 동네, 주소"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn('h-13 pl-11', fieldInputClasses(false))}
        />
      </div>

      <div id={statusId} role="status" aria-live="polite" className="min-h-6 text-label text-ink-subtle">
        {typed === '' ? (
          '체육관이나 공원 이름, 동네나 도로명 주소로 찾아 보세요.'
        ) : searching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size={16} />
            장소를 찾고 있어요
          </span>
        ) : results && results.length > 0 ? (
          `장소 ${results.length}곳을 찾았어요.`
        ) : results ? (
          <span className="block break-words">
            {`'${typed}'(으)로 찾은 장소가 없어요. 동네 이름이나 도로명 주소로 찾아 보세요.`}
          </span>
        ) : null}
      </div>

      {search.isError && settled && typed !== '' ? (
        <LoadFailed
          inline
          title="장소를 찾지 못했어요. 잠시 후 다시 시도해 주세요."
          error={search.error}
          onRetry={() => void search.refetch()}
        />
      ) : null}

      <ul id={listId} role="listbox" aria-label="찾은 장소" className={cn(!expanded && 'hidden')}>
        {results?.map((place, index) => (
          <li
            key={`${place.placeName}|${place.roadAddress ?? place.address}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the keyboard does not fold on a tap.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-fill',
              index === active && 'bg-accent-50',
            )}
          >
            <MapPinIcon size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent-500" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex items-start gap-2">
                <span className="min-w-0 flex-1 break-words text-body font-semibold text-ink">
                  {place.placeName}
                </span>
                {place.approximate ? <ApproximateMark /> : null}
              </span>
              <span className="break-words text-label text-ink-muted">
                {place.roadAddress ?? place.address}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

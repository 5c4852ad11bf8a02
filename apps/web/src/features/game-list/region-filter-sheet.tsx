import { NATIONWIDE } from '@hanpan/core';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BottomSheet } from '@/ui/bottom-sheet';
import { Button } from '@/ui/button';
import { ChevronDownIcon } from '@/ui/icons';
import { fieldInputClasses } from '@/ui/text-field';
import {
  canApplyRegion,
  chooseProvince,
  districtOptions,
  isDistrictDisabled,
  provinceOptions,
  type RegionChoice,
} from './region-filter';

/**
 * The region filter (spec §2, §5): province (전국 first), then district; the district is disabled
 * on 전국 and 적용 stays disabled until a district is chosen. Native selects: the phone's own picker.
 */
export function RegionFilterSheet({
  open,
  onOpenChange,
  value,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: RegionChoice;
  onApply: (choice: RegionChoice) => void;
}) {
  const [draft, setDraft] = useState(value);
  // Each opening starts from the filter in use (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const id = useId();
  const districtDisabled = isDistrictDisabled(draft);

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="지역 선택"
      description="경기를 찾을 지역을 골라 주세요."
      data-testid="region-filter"
    >
      <form
        aria-label="지역 선택"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canApplyRegion(draft)) return;
          onApply(draft);
          onOpenChange(false);
        }}
      >
        <Select
          id={`${id}-province`}
          label="시/도"
          value={draft.province}
          onChange={(province) => setDraft((current) => chooseProvince(current, province))}
        >
          {provinceOptions().map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-district`}
          label="시/군/구"
          value={draft.district}
          disabled={districtDisabled}
          hint={districtDisabled ? `${NATIONWIDE}을 고르면 시/군/구는 고르지 않아요.` : undefined}
          onChange={(district) => setDraft((current) => ({ ...current, district }))}
        >
          <option value="" disabled>
            {districtDisabled ? '전체' : '시/군/구를 골라 주세요'}
          </option>
          {districtOptions(draft.province).map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </Select>
        <Button type="submit" size="lg" fullWidth disabled={!canApplyRegion(draft)} className="mt-1">
          적용하기
        </Button>
      </form>
    </BottomSheet>
  );
}

function Select({
  id,
  label,
  value,
  disabled,
  hint,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  hint?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-label font-semibold text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-13 appearance-none pr-11',
            fieldInputClasses(false),
            disabled && 'cursor-not-allowed opacity-60',
            // An attribute variant outranks the field's own text colour whatever the CSS order.
            'data-empty:text-ink-subtle',
          )}
          data-empty={value === '' || undefined}
        >
          {children}
        </select>
        <ChevronDownIcon
          size={18}
          className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-ink-subtle"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-label text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

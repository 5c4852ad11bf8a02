import { findRegion, profileMessages, REGIONS, type RegionRef } from '@hanpan/core';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { BottomSheet } from '@/ui/bottom-sheet';
import { ChevronDownIcon, ChevronLeftIcon } from '@/ui/icons';
import { FieldMessages } from '@/ui/text-field';

interface RegionPickerProps {
  value: RegionRef;
  onChange: (value: RegionRef) => void;
  /** One message for the pair (onboarding) or the district (settings). */
  error?: string | null;
  provinceError?: string | null;
  legend?: string;
  hideLegend?: boolean;
}

type Stage = 'province' | 'district';

/**
 * Province, then city/county/district, from the one @hanpan/core region table (17 regions, no
 * nationwide: that is a filter, not a place to live). Both are picked in one bottom sheet.
 */
export function RegionPicker({
  value,
  onChange,
  error,
  provinceError,
  legend = '활동 지역',
  hideLegend = true,
}: RegionPickerProps) {
  const [stage, setStage] = useState<Stage | null>(null);
  const [provinceFirst, setProvinceFirst] = useState(false);
  const id = useId();
  const districts = findRegion(value.province)?.districts ?? [];

  const openDistricts = () => {
    if (!value.province) {
      setProvinceFirst(true);
      setStage('province');
      return;
    }
    setStage('district');
  };

  const chooseProvince = (province: string) => {
    setProvinceFirst(false);
    if (province !== value.province) onChange({ province, district: '' });
    setStage('district');
  };

  const chooseDistrict = (district: string) => {
    onChange({ province: value.province, district });
    setStage(null);
  };

  const shownProvinceError = provinceError ?? (provinceFirst ? profileMessages.provinceFirst : null);

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={cn('mb-1.5 text-label font-semibold text-ink-muted', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <PickerButton
          labelId={`${id}-province`}
          label="시/도"
          value={value.province}
          placeholder="선택해 주세요"
          invalid={Boolean(shownProvinceError)}
          onClick={() => setStage('province')}
        />
        <PickerButton
          labelId={`${id}-district`}
          label="시/군/구"
          value={value.district}
          placeholder="선택해 주세요"
          invalid={Boolean(error)}
          onClick={openDistricts}
        />
      </div>
      <FieldMessages error={shownProvinceError ?? error} />

      <BottomSheet
        open={stage !== null}
        onOpenChange={(open) => !open && setStage(null)}
        title={stage === 'district' ? `${value.province} 시/군/구` : '시/도 선택'}
        description={stage === 'province' && provinceFirst ? profileMessages.provinceFirst : undefined}
        data-testid="region-sheet"
      >
        {stage === 'district' ? (
          <>
            <button
              type="button"
              onClick={() => setStage('province')}
              className="focus-ring -ml-2 mb-2 inline-flex min-h-touch items-center gap-1 rounded-md px-2 text-body-sm font-semibold text-accent-600"
            >
              <ChevronLeftIcon size={18} />
              시/도 다시 선택
            </button>
            <OptionGrid
              label="시/군/구"
              options={districts}
              selected={value.district}
              onSelect={chooseDistrict}
            />
          </>
        ) : (
          <OptionGrid
            label="시/도"
            options={REGIONS.map((region) => region.short)}
            selected={value.province}
            onSelect={chooseProvince}
          />
        )}
      </BottomSheet>
    </fieldset>
  );
}

function PickerButton({
  labelId,
  label,
  value,
  placeholder,
  invalid,
  onClick,
}: {
  labelId: string;
  label: string;
  value: string;
  placeholder: string;
  invalid: boolean;
  onClick: () => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-label font-semibold text-ink-muted">
        {label}
      </span>
      <button
        type="button"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        onClick={onClick}
        className={cn(
          'focus-ring flex h-13 w-full items-center justify-between gap-2 rounded-md border bg-fill px-4 text-left text-body',
          invalid ? 'border-danger bg-danger-soft/40' : 'border-transparent',
        )}
      >
        <span id={`${labelId}-value`} className={cn('truncate', value ? 'text-ink' : 'text-ink-disabled')}>
          {value || placeholder}
        </span>
        <ChevronDownIcon size={18} className="shrink-0 text-ink-subtle" />
      </button>
    </div>
  );
}

function OptionGrid({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly string[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2">
      {options.map((option) => {
        const active = option === selected;
        return (
          <li key={option}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(option)}
              className={cn(
                'focus-ring flex min-h-12 w-full items-center justify-center rounded-md border px-2 text-body-sm font-medium transition-colors',
                active
                  ? 'border-accent-500 bg-accent-50 font-semibold text-accent-700'
                  : 'border-line bg-surface text-ink hover:bg-fill',
              )}
            >
              {option}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

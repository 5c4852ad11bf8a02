import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { UserIcon } from '@/ui/icons';
import { PagedList, type PagedListState } from '@/ui/paged-list';
import { TextField } from '@/ui/text-field';

/**
 * A dialog that searches players as the player types (the profile's 친구 찾기, the admin's 모든
 * 유저): the field, focused when the dialog opens and cleared when it closes, and the results for
 * the trimmed keyword `debounceMs` after the last keystroke, which only render while the dialog is
 * open (so a reopened dialog starts from an empty keyword, not the last one searched).
 */
export function SearchDialog({
  open,
  onOpenChange,
  title,
  fieldLabel,
  debounceMs,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fieldLabel: string;
  debounceMs: number;
  children: (keyword: string) => ReactNode;
}) {
  const [keyword, setKeyword] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setKeyword('');
      }}
      title={title}
      description="닉네임이나 아이디로 찾을 수 있어요."
    >
      <div className="flex flex-col gap-3 pb-2">
        <TextField
          label={fieldLabel}
          hideLabel
          type="search"
          placeholder="닉네임 또는 아이디"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          // Searching is all this dialog is for: the caret waits in the field, not on 닫기 (the
          // first control Radix would focus otherwise; issue 16 §25b).
          autoFocus
        />
        {open ? (
          <DebouncedResults keyword={keyword.trim()} debounceMs={debounceMs}>
            {children}
          </DebouncedResults>
        ) : null}
      </div>
    </Dialog>
  );
}

function DebouncedResults({
  keyword,
  debounceMs,
  children,
}: {
  keyword: string;
  debounceMs: number;
  children: (keyword: string) => ReactNode;
}) {
  return children(useDebouncedValue(keyword, debounceMs));
}

/**
 * The players a SearchDialog found: PagedList with its failure inline (a dialog's one section) and,
 * when nothing matched, a person icon with `none` as its title and description.
 */
export function SearchResultList<T>({
  none,
  ...list
}: {
  list: PagedListState<T>;
  label: string;
  loading: ReactNode;
  errorTitle: string;
  none: { title: string; description?: string };
  className?: string;
  listClassName?: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <PagedList
      {...list}
      inlineError
      empty={<EmptyState className="py-6" icon={<UserIcon size={28} />} {...none} />}
    />
  );
}

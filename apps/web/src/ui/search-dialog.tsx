import { useState, type ReactNode } from 'react';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';

/**
 * A dialog that searches as the player types (the profile's 친구 찾기, the admin's 모든 유저): the
 * field, focused when the dialog opens and cleared when it closes, and the results for the trimmed
 * keyword, which only render while the dialog is open.
 */
export function SearchDialog({
  open,
  onOpenChange,
  title,
  description,
  fieldLabel,
  placeholder,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  fieldLabel: string;
  placeholder: string;
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
      description={description}
    >
      <div className="flex flex-col gap-3 pb-2">
        <TextField
          label={fieldLabel}
          hideLabel
          type="search"
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          // Searching is all this dialog is for: the caret waits in the field, not on 닫기 (the
          // first control Radix would focus otherwise; issue 16 §25b).
          autoFocus
        />
        {open ? children(keyword.trim()) : null}
      </div>
    </Dialog>
  );
}

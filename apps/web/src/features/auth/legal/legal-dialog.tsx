import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { LegalDocument } from './legal-document';
import type { LegalDocumentContent } from './legal-types';

interface LegalDialogProps {
  content: LegalDocumentContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The full text of the terms or the privacy policy in a scrolling modal. */
export function LegalDialog({ content, open, onOpenChange }: LegalDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={content.title}
      kind="document"
      footer={
        <DialogClose asChild>
          <Button fullWidth>확인</Button>
        </DialogClose>
      }
    >
      <LegalDocument content={content} />
    </Dialog>
  );
}

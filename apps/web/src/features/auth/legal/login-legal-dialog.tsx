import { LegalDialog } from './legal-dialog';
import { PRIVACY_POLICY } from './privacy';
import { TERMS_OF_SERVICE } from './terms';

export type LegalDocumentName = 'terms' | 'privacy';

/** The login page's terms or privacy modal: its own chunk, loaded when a link is tapped. */
export function LoginLegalDialog({
  document,
  onClose,
}: {
  document: LegalDocumentName;
  onClose: () => void;
}) {
  return (
    <LegalDialog
      content={document === 'terms' ? TERMS_OF_SERVICE : PRIVACY_POLICY}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}

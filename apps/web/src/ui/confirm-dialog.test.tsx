import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/** A page with the button that opens the dialog; the dialog's back-button handling needs a router. */
function renderConfirm({ busy = false }: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          차단하기
        </button>
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) onCancel();
          }}
          title="하은님을 차단할까요?"
          description="설정의 차단 관리에서 풀 수 있어요."
          confirmLabel="차단하기"
          danger
          busy={busy}
          onConfirm={onConfirm}
        />
      </>
    );
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/profile/2'] }),
  });
  render(<RouterProvider router={router} />);
  return { onConfirm, onCancel };
}

async function open() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '차단하기' }));
  const dialog = await screen.findByRole('alertdialog', { name: '하은님을 차단할까요?' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('asks with role=alertdialog, focus on 취소 first, and confirms with the action named by its text', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    const { user, dialog } = await open();
    expect(within(dialog).getByText('설정의 차단 관리에서 풀 수 있어요.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '취소' })),
    );

    await user.click(within(dialog).getByRole('button', { name: '차단하기' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with 취소 and gives focus back to the button that opened it', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '차단하기' })),
    );
  });

  it('cancels with Escape', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    const { user } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open while the action runs: Escape does nothing and 취소 is disabled', async () => {
    const { onCancel } = renderConfirm({ busy: true });
    const { user, dialog } = await open();
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

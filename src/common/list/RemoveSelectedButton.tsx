import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDeleteMany, useListContext, useNotify, useTranslate, type Identifier } from 'react-admin';
import { errorText } from '../errorText';
import { useReadAgain } from '../../providers/useWrite';

export interface RemoveSelectedButtonProps {
  /** Translation keys: the button, the confirmation's title, the toasts. */
  label: string;
  confirmTitle: string;
  noneSelected: string;
  succeeded: string;
  /** The confirmation's question (already translated). */
  confirmContent: ReactNode;
  /** Sent to deleteMany (e.g. the players' isActive). */
  meta?: Record<string, unknown>;
  /** A message key refusing this selection before asking (e.g. a manager's own account), or undefined. */
  refuse?: (ids: Identifier[]) => string | undefined;
  /** The failure toast's first words (default 'Failed to remove data.'). */
  failed?: string;
  /** The button's look where it differs (size, icon). */
  buttonProps?: ButtonProps;
}

/**
 * Removal of the list's selected rows (spec §2): with nothing selected the spec's "No selected …"
 * message; otherwise react-admin's Confirm, then deleteMany (pessimistic: the rows go when the server
 * says so), then the resource's queries are invalidated so the list is read again. A failure reads
 * "Failed to remove data. <server text>".
 */
export const RemoveSelectedButton = ({
  label,
  confirmTitle,
  noneSelected,
  succeeded,
  confirmContent,
  meta,
  refuse,
  failed = 'remove.failed',
  buttonProps,
}: RemoveSelectedButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const readAgain = useReadAgain();

  const ask = () => {
    const refusal = selectedIds.length === 0 ? noneSelected : refuse?.(selectedIds);
    if (refusal) notify(refusal, { type: 'error' });
    else setOpen(true);
  };

  const remove = () =>
    deleteMany(
      resource,
      { ids: selectedIds, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(succeeded, { type: 'success' });
          onUnselectItems();
          // What the removal changes (counts, progress) is read again from the server.
          void readAgain([resource]);
        },
        onError: (error) => notify(`${translate(failed)} ${errorText(error)}`.trim(), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} {...buttonProps} onClick={ask}>
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        confirm="shared.remove"
        cancel="shared.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

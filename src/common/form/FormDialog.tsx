import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useTranslate, type ValidateForm } from 'react-admin';
import { MODAL_TRANSITION } from '../modal';
import { FirstErrorToast } from './FirstErrorToast';

export interface FormDialogProps<Values> {
  open: boolean;
  onClose: () => void;
  /** Prefix of the dialog's ids (title). */
  id: string;
  title: ReactNode;
  /** The form's values at each opening (the dialog's content mounts afresh when it opens). */
  defaultValues?: Partial<Values>;
  /** Whole-form rules (react-admin's Form `validate`), besides the inputs' own validators. */
  validate?: ValidateForm;
  /** Called with valid values only; the dialog stays locked until the returned promise settles. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** Translation key of the submit button. */
  submitLabel: string;
  /** e.g. while a picture uploads */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** Text above the inputs. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A modal with a react-admin Form: title, inputs, Cancel and the submit button (spec §4 timings).
 * Inputs carry their validators; an invalid field turns red with its message, the first message is
 * the toast (spec §8), and nothing is sent.
 */
export function FormDialog<Values>({
  open,
  onClose,
  id,
  title,
  defaultValues,
  validate,
  onSubmit,
  submitLabel,
  submitDisabled,
  maxWidth = 'xs',
  intro,
  children,
}: FormDialogProps<Values>) {
  const translate = useTranslate();
  // The write of the form; mutateAsync hands a failure on to react-admin's Form, as before.
  const save = useMutation({ mutationFn: async (values: Record<string, unknown>) => onSubmit(values as Values) });
  const sending = save.isPending;
  const submit = (values: Record<string, unknown>) => save.mutateAsync(values);
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth={maxWidth}
      {...MODAL_TRANSITION}
    >
      <Form defaultValues={defaultValues as Record<string, unknown> | undefined} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
        <FirstErrorToast />
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {intro}
          <Box sx={{ display: 'flex', flexDirection: 'column', pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('shared.cancel')}
          </Button>
          {/* Enabled on an untouched form too (pressing it shows what is missing), locked while sending. */}
          <SaveButton label={submitLabel} icon={null} alwaysEnable={!sending && !submitDisabled} disabled={sending || submitDisabled} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

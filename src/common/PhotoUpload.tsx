import { useEffect, useRef, useState } from 'react';
import { Avatar, Box, Button, CircularProgress, IconButton, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { assetUrl } from '../providers/apiClient';
import { checkPhoto, PHOTO_MAX_BYTES, uploadPhoto } from './uploadPhoto';

export interface PhotoUploadProps {
  /** The picture saved now (a URL from the API, e.g. '/photos/<id>'), shown until a new one is chosen. */
  value?: string | null;
  /** The new picture's id once the server has it: keep it and send it with the form's save call. */
  onUploaded: (photoId: string) => void;
  /** Size limit in bytes: 6,000,000 (default) or TEAM_LOGO_MAX_BYTES in the team modal. */
  maxBytes?: number;
  /** Whose profile photo this is (UploadPhoto's optional userId); none for club and team logos. */
  userId?: string;
  /** Accessible name of the file picker, e.g. 'Club logo'. */
  label: string;
  /** Letter(s) shown while there is no picture. */
  fallback?: string;
  shape?: 'circular' | 'rounded';
  size?: number;
  /** When given, a close icon on the picture removes it (detail pages: ClearPhoto). */
  onRemove?: () => void;
  /** Told when an upload starts and ends, so a form can hold its save button meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * Picture upload with an immediate preview (spec §4): the chosen file is checked (png/jpeg/jpg,
 * size limit: 'format not allowed' / 'file size limit'), shown at once, uploaded through
 * UploadPhoto, and its id handed to the form. A failed upload puts the previous picture back.
 */
export const PhotoUpload = ({
  value,
  onUploaded,
  maxBytes = PHOTO_MAX_BYTES,
  userId,
  label,
  fallback,
  shape = 'circular',
  size = 96,
  onRemove,
  onBusyChange,
  disabled = false,
}: PhotoUploadProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | undefined>();
  const latestTag = useRef<string>('');

  // Object URLs of previews are released when replaced or when the component goes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  // Each choice is one upload; a quicker second choice wins: an older answer is ignored.
  const upload = useMutation({
    mutationFn: ({ file, tag }: { file: File; tag: string }) => uploadPhoto(file, { userId, dateTimeTag: tag }),
    onSuccess: (answer, { tag }) => {
      if (latestTag.current !== tag) return;
      onUploaded(answer.id);
      notify('picture.uploaded', { type: 'success' });
    },
    onError: (error, { tag }) => {
      if (latestTag.current !== tag) return;
      setPreview(undefined);
      const reason = error instanceof Error ? error.message : '';
      notify(`${translate('picture.uploadFailed')} ${reason}`.trim(), { type: 'error' });
    },
  });
  // The state of the latest choice's upload (react-query follows the last mutate).
  const busy = upload.isPending;
  // The form around says whether an upload is under way (its save waits for the picture's id).
  const reportBusy = useRef(onBusyChange);
  reportBusy.current = onBusyChange;
  useEffect(() => {
    reportBusy.current?.(busy);
  }, [busy]);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkPhoto(file, maxBytes);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    latestTag.current = tag;
    setPreview(URL.createObjectURL(file));
    upload.mutate({ file, tag });
  };

  const shown = preview ?? assetUrl(value);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={shown}
          alt={label}
          variant={shape}
          sx={{ width: size, height: size, cursor: disabled ? 'default' : 'pointer' }}
          onClick={() => !disabled && input.current?.click()}
          data-testid="photo-preview"
        >
          {fallback}
        </Avatar>
        {busy && (
          <CircularProgress size={24} sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px' }} />
        )}
        {onRemove && shown && !busy && (
          <IconButton
            size="small"
            aria-label={translate('shared.photo.remove')}
            onClick={() => {
              setPreview(undefined);
              onRemove();
            }}
            sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', boxShadow: 1 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={disabled || busy}>
          {translate(shown ? 'shared.photo.change' : 'shared.photo.choose')}
          <input
            ref={input}
            type="file"
            hidden
            aria-label={label}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('shared.photo.hint')}
        </Typography>
      </Box>
    </Box>
  );
};

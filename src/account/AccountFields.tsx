import type { HTMLAttributes, ReactNode } from 'react';
import { FormControl, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface AccountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  error?: boolean;
  endAdornment?: ReactNode;
}

/**
 * A text field of the public pages, drawn as MUI's outlined TextField, from the parts TextField is
 * made of (FormControl, InputLabel, OutlinedInput): TextField also carries its select mode, and with
 * it MUI's Select, Menu, Popover and Modal, which /login would load for nothing (issue 13).
 */
export const AccountField = ({ id, label, onChange, inputMode, error, ...input }: AccountFieldProps) => (
  <FormControl variant="outlined" fullWidth error={error}>
    <InputLabel htmlFor={id}>{label}</InputLabel>
    <OutlinedInput id={id} label={label} onChange={(event) => onChange(event.target.value)} inputProps={{ inputMode }} {...input} />
  </FormControl>
);

/** A password field with the button that shows or hides what was typed. */
export const PasswordField = ({ shown, onToggle, showLabel, hideLabel, ...field }: Omit<AccountFieldProps, 'type' | 'endAdornment'> & {
  shown: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}) => (
  <AccountField
    {...field}
    type={shown ? 'text' : 'password'}
    endAdornment={
      <InputAdornment position="end">
        <IconButton aria-label={shown ? hideLabel : showLabel} aria-pressed={shown} onClick={onToggle} edge="end">
          {shown ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </InputAdornment>
    }
  />
);

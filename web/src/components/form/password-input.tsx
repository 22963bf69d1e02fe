import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput, type TextInputProps } from './text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const handleToggle = () => setShown((current) => !current);

  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={handleToggle}
            edge="end"
            aria-label={shown ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
            aria-pressed={shown}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

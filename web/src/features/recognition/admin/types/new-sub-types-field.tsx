import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import { TYPE_LIMITS } from './type-form-schema';

export type NewSubTypesFieldProps = { names: string[]; onChange: (names: string[]) => void };

/** Names of the sub types created together with a new type. */
export function NewSubTypesField({ names, onChange }: NewSubTypesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const trimmed = draft.trim();
  const duplicate = names.some((name) => name.toLowerCase() === trimmed.toLowerCase());

  const handleAdd = () => {
    if (!trimmed || duplicate) return;
    onChange([...names, trimmed]);
    setDraft('');
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      handleAdd();
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-title`}>
      <Typography variant="subtitle1" component="h3" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t('admin.subTypes.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput
          id={`${id}-name`}
          label={t('admin.subTypes.newName')}
          value={draft}
          size="small"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          error={duplicate}
          helperText={duplicate ? t('admin.subTypes.duplicate') : undefined}
          inputProps={{ maxLength: TYPE_LIMITS.subTypeNameMaxLength }}
        />
        <Button variant="outlined" onClick={handleAdd} disabled={!trimmed || duplicate}>
          {t('admin.subTypes.add')}
        </Button>
      </Stack>
      {names.length > 0 ? (
        <List dense disablePadding aria-label={t('admin.subTypes.title')}>
          {names.map((name) => (
            <ListItem
              key={name}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('admin.subTypes.remove', { name })}
                  onClick={() => onChange(names.filter((n) => n !== name))}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.subTypes.none')}
        </Typography>
      )}
    </Stack>
  );
}
